// The Node build of react-dom/server: the browser build Jest picks under jsdom needs TextEncoder.
declare module "react-dom/server.node" {
  export * from "react-dom/server";
}
