import { useTranslation } from "react-i18next";
import type { KycEditTopic } from "@core/kyc/edit-topics";
import { localisedLabel } from "@core/kyc/localised-options";
import type { EditKycReference } from "../hooks/edit-kyc-reference";
import type { EditFieldProps } from "./edit-field";
import { EditTopicFields } from "./edit-topic-fields";

type Props = Omit<EditFieldProps, "field" | "data"> & Readonly<{ topic: KycEditTopic; reference: EditKycReference }>;

/** The topic's group and topic labels from the KYC topics list, in the page's language (the keys when unlisted). */
function topicLabels(reference: EditKycReference, topic: KycEditTopic, language: string) {
  const group = reference.topics.find((g) => g.key === topic.group);
  const item = group?.topics.find((x) => x.key === topic.topic);
  return { group: group ? localisedLabel(group, language) : topic.group, topic: item ? localisedLabel(item, language) : topic.topic };
}

/** One flagged topic: its number, what it is, the operator's note, and the fields to correct. */
export function EditTopic({ topic, reference, ...props }: Props) {
  const { t, i18n } = useTranslation("kyc-summary");
  const labels = topicLabels(reference, topic, i18n.language);
  const headingId = `kyc-edit-topic-${topic.number}`;
  return (
    <li className="kyc-edit-topic" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <span className="kyc-edit-number" aria-hidden="true">
          {topic.number}
        </span>
        <span className="visually-hidden">{t("edit.topic_number", { number: topic.number })}: </span>
        {labels.group} · {labels.topic}
      </h3>
      <figure className="kyc-edit-note">
        <figcaption>{t("edit.operator_note")}</figcaption>
        <blockquote>{topic.detail}</blockquote>
      </figure>
      {topic.fields.length === 0 && <p className="muted">{t("edit.no_field")}</p>}
      <EditTopicFields fields={topic.fields} data={reference} {...props} />
    </li>
  );
}
