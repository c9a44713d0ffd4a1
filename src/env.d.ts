declare namespace App {
  interface Locals {
    /** The page-ready catalog of this build (src/middleware.ts). */
    catalog: import("./site/site-catalog.ts").SiteCatalog;
  }
}
