declare namespace App {
  interface Locals {
    /** The page-ready catalog of this build (src/middleware.ts). */
    catalog: import("./site/site-catalog.ts").SiteCatalog;
  }
}

declare module "virtual:studio-snapshot" {
  /** The snapshot file the site reads (src/site/snapshot-source.ts). */
  const source: import("./site/snapshot-source.ts").SnapshotSource;
  export default source;
}
