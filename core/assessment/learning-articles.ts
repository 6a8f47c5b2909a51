/** The six learning articles of the knowledge test's result (spec 3 section 2), by id. */
export const LEARNING_ARTICLE_IDS = ["blockchain_101", "bitcoin_101", "ethereum_101", "future_of_blockchain", "what_is_a_wallet", "investing_101"] as const;
export type LearningArticleId = (typeof LEARNING_ARTICLE_IDS)[number];

/**
 * Where each article is read, per language: a PDF for Thai readers, a video for English ones.
 * Set by the deployment (server setting LEARNING_ARTICLE_LINKS); an article or language left out has no link.
 */
export type LearningArticleLinks = Readonly<Partial<Record<LearningArticleId, Readonly<{ th?: string; en?: string }>>>>;
