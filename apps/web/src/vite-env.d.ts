/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional API origin (e.g. https://api.example.org); empty = same origin as the SPA. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
