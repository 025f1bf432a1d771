// The store's contact block in the footer (spec sections 2, 3 and 7).

export interface ContactInfo {
  phoneCall: string;
  email: string;
  /** Optional: the footer leaves the line out when there is none. */
  address: string | null;
}
