declare namespace App {
  interface Locals {
    /** The page-ready site model of this build (src/middleware.ts). */
    model: import("./site/site-model.ts").SiteModel;
  }
}

declare module "virtual:studio-snapshot" {
  /** The snapshot file the site reads (src/site/snapshot-source.ts). */
  const source: import("./site/snapshot-source.ts").SnapshotSource;
  export default source;
}

declare module "virtual:site-look.css" {
  /** The settings file's colours, fonts and corners as CSS (src/site/site-look.ts). */
}
