/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server; empty means the same origin that served the page. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
