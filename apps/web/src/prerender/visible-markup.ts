// Test support for the server-render tests: comparing a server's markup with a client's commit.

/** The elements and attributes a visitor sees; React's Suspense comments and hoisted preload aside. */
export function visibleMarkup(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const attributes = [...node.attributes]
      .filter((a) => a.name !== 'style')
      .map((a) => `${a.name.toLowerCase()}="${a.value}"`)
      .sort()
      .join(' ');
    return `<${node.localName} ${attributes}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
  };
  return [...template.content.childNodes].map(walk).join('');
}
