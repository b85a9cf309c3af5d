import type { ServiceImage } from '@studio/contracts/site-content'
import aiAgents from './images/ai-agents.svg?inline'
import appDevelopment from './images/app-development.svg?inline'
import dataAnalysis from './images/data-analysis.svg?inline'
import maintenance from './images/maintenance.svg?inline'
import webDevelopment from './images/web-development.svg?inline'

/**
 * The illustration of each built-in service image a card of the site copy can name, as a data: URL
 * inside the page (each is a 2 KB SVG): the page's largest paint needs no request of its own.
 */
export const SERVICE_IMAGE_FILES: Record<ServiceImage, string> = {
  'web-development': webDevelopment,
  'data-analysis': dataAnalysis,
  maintenance,
  'ai-agents': aiAgents,
  'app-development': appDevelopment,
}

/** A card's number as the page shows it: 01, 02, … */
export const cardNumber = (index: number) => String(index + 1).padStart(2, '0')
