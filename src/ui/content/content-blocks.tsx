import type { ContentBlock } from './content-document';

// Paragraphs, bullet lists and numbered steps from the locale files, as plain semantic HTML.
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === 'paragraph') return <p key={index}>{block.text}</p>;
        const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{item}</li>);
        return block.kind === 'steps' ? (
          <ol key={index} className="prose__steps">
            {items}
          </ol>
        ) : (
          <ul key={index} className="prose__list">
            {items}
          </ul>
        );
      })}
    </>
  );
}
