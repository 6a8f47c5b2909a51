import type { Language } from "@core/account/language";
import { LEARNING_ARTICLE_IDS, type LearningArticleId, type LearningArticleLinks } from "@core/assessment/learning-articles";

/** The six learning articles of the knowledge test's result (spec 3 section 2), by locale key. */
export const KNOWLEDGE_ARTICLE_KEYS = LEARNING_ARTICLE_IDS;
export type KnowledgeArticleKey = LearningArticleId;

/** Where an article is read: a PDF for Thai readers, a video for English ones; null when not set. */
export type KnowledgeArticle = Readonly<{ key: KnowledgeArticleKey; pdf: string | null; video: string | null }>;

/**
 * The six articles with their addresses from the configuration (the server's LEARNING_ARTICLE_LINKS,
 * sent in GET /config): the Thai link is the PDF, the English one the video.
 * @example knowledgeArticlesFrom({ bitcoin_101: { th: "https://files.example/bitcoin-101.pdf" } })
 */
export function knowledgeArticlesFrom(links: LearningArticleLinks): KnowledgeArticle[] {
  return KNOWLEDGE_ARTICLE_KEYS.map((key) => ({ key, pdf: links[key]?.th ?? null, video: links[key]?.en ?? null }));
}

/** An article as the result lists it in one language: its title key, link, and whether it is a PDF. */
export type KnowledgeArticleLink = Readonly<{ key: KnowledgeArticleKey; href: string; kind: "pdf" | "video" }>;

/**
 * The articles to list in `language`, in order: the PDF in Thai, the video in English; those
 * without a link in that language are left out.
 * @example knowledgeArticleLinks("th", knowledgeArticlesFrom({})) // []: no address configured
 */
export function knowledgeArticleLinks(language: Language, articles: readonly KnowledgeArticle[]): KnowledgeArticleLink[] {
  const kind = language === "th" ? "pdf" : "video";
  return articles.flatMap((article) => {
    const href = article[kind];
    return href ? [{ key: article.key, href, kind }] : [];
  });
}
