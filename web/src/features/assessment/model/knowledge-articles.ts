import type { Language } from "@core/account/language";

/** The six learning articles of the knowledge test's result (spec 3 section 2), by locale key. */
export const KNOWLEDGE_ARTICLE_KEYS = ["blockchain_101", "bitcoin_101", "ethereum_101", "future_of_blockchain", "what_is_a_wallet", "investing_101"] as const;
export type KnowledgeArticleKey = (typeof KNOWLEDGE_ARTICLE_KEYS)[number];

/** Where an article is read: a PDF for Thai readers, a video for English ones; null until published. */
export type KnowledgeArticle = Readonly<{ key: KnowledgeArticleKey; pdf: string | null; video: string | null }>;

/**
 * The articles' addresses. The spec names the titles but gives no address (its PDF file store's
 * host is not given either), so none is set: an article shows once its link is filled in here.
 */
export const KNOWLEDGE_ARTICLES: readonly KnowledgeArticle[] = KNOWLEDGE_ARTICLE_KEYS.map((key) => ({ key, pdf: null, video: null }));

/** An article as the result lists it in one language: its title key, link, and whether it is a PDF. */
export type KnowledgeArticleLink = Readonly<{ key: KnowledgeArticleKey; href: string; kind: "pdf" | "video" }>;

/**
 * The articles to list in `language`, in order: the PDF in Thai, the video in English; those
 * without a link in that language are left out.
 * @example knowledgeArticleLinks("th", KNOWLEDGE_ARTICLES) // [] until a PDF address is set
 */
export function knowledgeArticleLinks(language: Language, articles: readonly KnowledgeArticle[]): KnowledgeArticleLink[] {
  const kind = language === "th" ? "pdf" : "video";
  return articles.flatMap((article) => {
    const href = article[kind];
    return href ? [{ key: article.key, href, kind }] : [];
  });
}
