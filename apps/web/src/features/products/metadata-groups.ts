import { METADATA_KINDS, type MetadataKind, type ProductMetadata } from '@chorok/contract';

export interface MetadataGroup {
  kind: MetadataKind;
  options: ProductMetadata[];
}

/** Metadata grouped by kind, in the recommendation questions' order with tags last. */
export function groupMetadatas(metadatas: readonly ProductMetadata[]): MetadataGroup[] {
  return METADATA_KINDS.map((kind) => ({
    kind,
    options: metadatas
      .filter((m) => m.kind === kind)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id),
  })).filter((group) => group.options.length > 0);
}

/** `ids` with `id` added, or removed when it was there. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id].sort((a, b) => a - b);
}
