import { describe, expect, it } from "vitest";
import { knowledgeArticleLinks, knowledgeArticlesFrom, type KnowledgeArticle } from "./knowledge-articles";

const articles: KnowledgeArticle[] = [
  { key: "blockchain_101", pdf: "https://files.example.com/blockchain-101.pdf", video: "https://video.example.com/blockchain-101" },
  { key: "bitcoin_101", pdf: "https://files.example.com/bitcoin-101.pdf", video: null },
  { key: "ethereum_101", pdf: null, video: "https://video.example.com/ethereum-101" },
];

describe("knowledge learning articles", () => {
  it("lists the PDFs in Thai and the videos in English, in order", () => {
    expect(knowledgeArticleLinks("th", articles)).toEqual([
      { key: "blockchain_101", href: "https://files.example.com/blockchain-101.pdf", kind: "pdf" },
      { key: "bitcoin_101", href: "https://files.example.com/bitcoin-101.pdf", kind: "pdf" },
    ]);
    expect(knowledgeArticleLinks("en", articles)).toEqual([
      { key: "blockchain_101", href: "https://video.example.com/blockchain-101", kind: "video" },
      { key: "ethereum_101", href: "https://video.example.com/ethereum-101", kind: "video" },
    ]);
  });

  it("names the spec's six articles, none linked until an address is configured", () => {
    expect(knowledgeArticlesFrom({}).map((a) => a.key)).toEqual(["blockchain_101", "bitcoin_101", "ethereum_101", "future_of_blockchain", "what_is_a_wallet", "investing_101"]);
    expect(knowledgeArticleLinks("en", knowledgeArticlesFrom({}))).toEqual([]);
  });

  it("takes the configured links: the Thai one as the PDF, the English one as the video", () => {
    const configured = knowledgeArticlesFrom({
      investing_101: { th: "https://files.example/investing-101.pdf", en: "https://video.example/investing-101" },
      bitcoin_101: { en: "https://video.example/bitcoin-101" },
    });
    expect(configured.filter((a) => a.pdf !== null || a.video !== null)).toEqual([
      { key: "bitcoin_101", pdf: null, video: "https://video.example/bitcoin-101" },
      { key: "investing_101", pdf: "https://files.example/investing-101.pdf", video: "https://video.example/investing-101" },
    ]);
    expect(knowledgeArticleLinks("th", configured)).toEqual([{ key: "investing_101", href: "https://files.example/investing-101.pdf", kind: "pdf" }]);
  });
});
