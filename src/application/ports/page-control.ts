export interface PageControl {
  reload(): void;
}
