// The product's name and release as spec §9 gives them, for the footer and the logo.

/** Build version from package.json (spec §9: 12.1.5). */
export const BUILD_VERSION: string = __APP_VERSION__
/** Spec §9: "Build version 12.1.5, built 2025-04-25" — the release this build stands for. */
export const BUILD_DATE = '2025-04-25'
/** Spec §9 abbreviation: the product's short name (footer, and the logo when no site title is set). */
export const ABBREVIATION = 'PM3.0'
