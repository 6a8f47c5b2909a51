import { useTranslation } from "react-i18next";
import { useLanguage } from "@/lib/i18n/use-language";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { knowledgeArticleLinks, knowledgeArticlesFrom } from "../model/knowledge-articles";

/** The learning articles of the result, linked by the configuration: PDFs in Thai, videos in English; nothing when none is linked. */
export function KnowledgeArticles() {
  const { t } = useTranslation("knowledge");
  const { language } = useLanguage();
  const config = useService(TOKENS.Config);
  const links = knowledgeArticleLinks(language, knowledgeArticlesFrom(config.learningArticles));
  if (links.length === 0) return null;
  return (
    <section className="kn-card" aria-labelledby="kn-articles-title">
      <h3 id="kn-articles-title">{t("articles_title")}</h3>
      <p>{t("articles_intro")}</p>
      <ul className="kn-articles">
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              <span>{t(`article_${link.key}`)}</span>
              <span className="kn-article-kind">
                {t(link.kind === "pdf" ? "article_pdf" : "article_video")} <span className="visually-hidden">{t("opens_new_tab")}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
