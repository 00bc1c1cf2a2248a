import "@fontsource/space-grotesk/latin-700.css";
import "./src/styles/global.scss";
export { wrapPageElement } from "./src/wrap-page-element";
