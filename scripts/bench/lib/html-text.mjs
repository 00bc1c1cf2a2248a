// The few entities React and Gatsby write into text and attribute values, decoded. &amp; last, so
// "&amp;lt;" stays "&lt;".
export const decodeHtmlText = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
