import aiAgents from './images/ai-agents.svg'
import appDevelopment from './images/app-development.svg'
import dataAnalysis from './images/data-analysis.svg'
import maintenance from './images/maintenance.svg'
import webDevelopment from './images/web-development.svg'

/** The five fixed service cards, in the order the services page shows them. */
export const SERVICE_CARDS = [
  {
    id: 'web-development',
    number: '01',
    title: 'WEB DEVELOPMENT',
    description:
      'Fast, accessible websites and web applications, from marketing sites to dashboards and e-commerce, built on modern frameworks and easy for your team to update.',
    image: webDevelopment,
    alt: 'A browser window with a page layout, heading, text lines and a call-to-action button.',
  },
  {
    id: 'data-analysis',
    number: '02',
    title: 'DATA ANALYSIS',
    description:
      'We connect your data sources, clean the numbers and build dashboards and reports that answer the questions your business actually asks.',
    image: dataAnalysis,
    alt: 'A dashboard panel with a rising bar chart and a trend line.',
  },
  {
    id: 'maintenance',
    number: '03',
    title: 'MAINTENANCE',
    description:
      'Updates, security patches, monitoring, backups and small improvements, so your website or app stays fast, secure and working after launch.',
    image: maintenance,
    alt: 'A gear with a checklist item marked done beside it.',
  },
  {
    id: 'ai-agents',
    number: '04',
    title: 'AI AGENTS',
    description:
      'Assistants and automations that answer customers, qualify leads and handle repetitive work, connected to your own tools and data.',
    image: aiAgents,
    alt: 'A friendly robot head at the centre of a network of connected nodes.',
  },
  {
    id: 'app-development',
    number: '05',
    title: 'APP DEVELOPMENT',
    description:
      'Native-feeling mobile apps for iOS and Android, designed around your users and shipped to the app stores with analytics and crash reporting in place.',
    image: appDevelopment,
    alt: 'A smartphone showing an app screen, flanked by two more screens.',
  },
] as const
