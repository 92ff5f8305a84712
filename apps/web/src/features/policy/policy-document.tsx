import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@chorok/contract';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/features/app/use-document-title';

interface Section {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface PolicyDocumentProps {
  doc: 'terms' | 'privacy';
  /** Numbered clauses (terms) or bullet points (privacy). */
  ordered: boolean;
}

/**
 * A legal document from the translations: the title as h1, each article as h2 with its
 * paragraphs and clauses, and a contents list to jump between them.
 */
export function PolicyDocument({ doc, ordered }: PolicyDocumentProps) {
  const { t } = useTranslation();
  const title = t(`policy.${doc}.title`);
  useDocumentTitle(title);
  const raw = t(`policy.${doc}.sections`, { returnObjects: true, email: SUPPORT_EMAIL });
  const sections: Section[] = Array.isArray(raw) ? (raw as Section[]) : [];
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <PageHeader title={title} />
      <article className="px-l pt-s pb-xxl">
        <p className="text-13 font-medium text-primary">{t(`policy.${doc}.effective`)}</p>
        <p className="mt-s text-15 text-gray-80">{t(`policy.${doc}.intro`)}</p>

        <nav aria-labelledby={`${doc}-toc`} className="mt-l rounded-lg bg-gray-10 p-m">
          <h2 id={`${doc}-toc`} className="text-14 font-bold text-gray-80">
            {t('policy.toc')}
          </h2>
          <ul className="mt-s flex flex-col gap-min text-14">
            {sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${doc}-${index + 1}`} className="text-blue hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        {sections.map((section, index) => (
          <section
            key={section.heading}
            id={`${doc}-${index + 1}`}
            aria-labelledby={`${doc}-${index + 1}-h`}
            className="mt-xl scroll-mt-72"
          >
            <h2 id={`${doc}-${index + 1}-h`} className="text-18 font-bold text-gray-100">
              {section.heading}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-s text-15 leading-[1.7] text-gray-80">
                {paragraph}
              </p>
            ))}
            {section.items?.length ? (
              <List
                className={`mt-s flex flex-col gap-s pl-l text-15 leading-[1.7] text-gray-80 ${ordered ? 'list-decimal' : 'list-disc'}`}
              >
                {section.items.map((item) => (
                  <li key={item} className="pl-min marker:text-gray-60">
                    {item}
                  </li>
                ))}
              </List>
            ) : null}
          </section>
        ))}
      </article>
    </>
  );
}
