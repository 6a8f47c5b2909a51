/**
 * The partner platform and the learning articles' links the browser tests' stack is configured
 * with (server settings PARTNER_PLATFORM_URL and LEARNING_ARTICLE_LINKS). Example hosts only:
 * the tests read the links on the page and never open them.
 */
import type { LearningArticleLinks } from "../../../core/assessment/learning-articles";

export const E2E_PARTNER_PLATFORM_URL = "https://partner.example/";

/** Two of the six articles linked, each with a Thai PDF and an English video. */
export const E2E_LEARNING_ARTICLES = {
  blockchain_101: { th: "https://files.example/learning/blockchain-101-th.pdf", en: "https://files.example/learning/blockchain-101-en.mp4" },
  what_is_a_wallet: { th: "https://files.example/learning/what-is-a-wallet-th.pdf", en: "https://files.example/learning/what-is-a-wallet-en.mp4" },
} as const satisfies LearningArticleLinks;

/** The stack's environment for both settings. */
export const configuredLinksEnv = (): Record<string, string> => ({
  PARTNER_PLATFORM_URL: E2E_PARTNER_PLATFORM_URL,
  LEARNING_ARTICLE_LINKS: JSON.stringify(E2E_LEARNING_ARTICLES),
});
