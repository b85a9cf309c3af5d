import type { ServiceImage } from '@studio/contracts/site-content'
import aiAgents from './images/ai-agents.svg'
import appDevelopment from './images/app-development.svg'
import dataAnalysis from './images/data-analysis.svg'
import maintenance from './images/maintenance.svg'
import webDevelopment from './images/web-development.svg'

/** The illustration file of each built-in service image a card of the site copy can name. */
export const SERVICE_IMAGE_FILES: Record<ServiceImage, string> = {
  'web-development': webDevelopment,
  'data-analysis': dataAnalysis,
  maintenance,
  'ai-agents': aiAgents,
  'app-development': appDevelopment,
}

/** A card's number as the page shows it: 01, 02, … */
export const cardNumber = (index: number) => String(index + 1).padStart(2, '0')
