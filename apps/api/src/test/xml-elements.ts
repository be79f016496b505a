import { create } from 'xmlbuilder2';

/** What tests read of an XML element through xmlbuilder2's DOM. */
export interface XmlNode {
  nodeType: number;
  namespaceURI: string | null;
  localName: string;
  textContent: string | null;
  childNodes: ArrayLike<XmlNode>;
  getAttribute(name: string): string | null;
}

/** The document element of an XML text. */
export const xmlRoot = (xml: string): XmlNode => create(xml).root().node as unknown as XmlNode;

/** A node's child elements of one name in one namespace. */
export const childElements = (node: XmlNode, namespace: string | undefined, name: string): XmlNode[] =>
  Array.from(node.childNodes).filter(
    (child) => child.nodeType === 1 && child.namespaceURI === namespace && child.localName === name,
  );
