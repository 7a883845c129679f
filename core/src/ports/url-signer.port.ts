/** Signs short texts with the app's secret, so a URL we issued can be told from one we did not. */
export interface UrlSigner {
  sign(data: string): Promise<string>;
  /** Constant-time check of a signature made by `sign`. */
  verify(data: string, signature: string): Promise<boolean>;
}
