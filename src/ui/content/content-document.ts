// The shape of a written page in the locale files (locales/*/content.json), read defensively: an
// editor can change the text, add paragraphs, list items and sections without touching a view.
//
//   { "heading": "…", "lead": "…", "sections": [ { "heading": "…", "blocks": [ "a paragraph",
//     { "list": ["…", "…"] }, { "steps": ["…", "…"] } ] } ] }

export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'steps'; items: string[] };

export interface ContentSection {
  heading: string;
  blocks: ContentBlock[];
}

export interface ContentDocument {
  heading: string;
  lead: string | null;
  sections: ContentSection[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

/** Paragraphs (strings), bullet lists ({ list }) and numbered steps ({ steps }); anything else is skipped. */
export function readBlocks(value: unknown): ContentBlock[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [{ kind: 'paragraph', text: value }];
  if (!Array.isArray(value)) return [];
  return value.flatMap((block): ContentBlock[] => {
    if (typeof block === 'string') return block.trim() === '' ? [] : [{ kind: 'paragraph', text: block }];
    if (isRecord(block) && Array.isArray(block.list)) return [{ kind: 'list', items: texts(block.list) }];
    if (isRecord(block) && Array.isArray(block.steps)) return [{ kind: 'steps', items: texts(block.steps) }];
    return [];
  });
}

export function readDocument(value: unknown): ContentDocument | null {
  if (!isRecord(value) || typeof value.heading !== 'string') return null;
  const sections = Array.isArray(value.sections) ? value.sections : [];
  return {
    heading: value.heading,
    lead: typeof value.lead === 'string' ? value.lead : null,
    sections: sections.flatMap((section): ContentSection[] =>
      isRecord(section) && typeof section.heading === 'string'
        ? [{ heading: section.heading, blocks: readBlocks(section.blocks) }]
        : [],
    ),
  };
}

export interface FaqItem {
  question: string;
  answer: ContentBlock[];
}

export interface FaqGroup {
  heading: string;
  items: FaqItem[];
}

export function readFaqGroups(value: unknown): FaqGroup[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((group): FaqGroup[] => {
    if (!isRecord(group) || typeof group.heading !== 'string' || !Array.isArray(group.items)) return [];
    const items = group.items.flatMap((item): FaqItem[] =>
      isRecord(item) && typeof item.question === 'string' ? [{ question: item.question, answer: readBlocks(item.answer) }] : [],
    );
    return [{ heading: group.heading, items }];
  });
}
