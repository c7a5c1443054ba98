/**
 * Crawlers may read the public pages and the app's shell; the API is data for the app, not
 * pages to index. The sitemap is named by absolute URL, as the protocol asks.
 */
export const robotsTxt = (base: string) => `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`;
