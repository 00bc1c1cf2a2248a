/**
 * Push addresses that must never be stored or sent to (issue 50): each is read as another host by
 * Node's legacy url.parse (what web-push sends with) than by the WHATWG parser, or is not in the WHATWG
 * parser's canonical form, or is refused by a rule of notifications/push-address.ts. For the API's suite,
 * its unit tests, and any sender test that needs them.
 */
export type Reason = "parsers disagree" | "not canonical" | "rule";

export interface HostileEndpoint {
  name: string;
  endpoint: string;
  verdict: "invalid" | "foreign";
  reasons: Reason[];
}

const row = (name: string, endpoint: string, verdict: "invalid" | "foreign", ...reasons: Reason[]): HostileEndpoint => ({ name, endpoint, verdict, reasons });

export const HOSTILE_ENDPOINTS: readonly HostileEndpoint[] = [
  row("`;` in the host", "https://attacker.example;.push.apple.com/x", "invalid", "parsers disagree"),
  row("`%3B` in the host", "https://attacker.example%3B.push.apple.com/x", "invalid", "parsers disagree", "not canonical"),
  row("`{` in the host", "https://attacker.example{.push.apple.com/x", "invalid", "parsers disagree"),
  row("`}` in the host", "https://attacker.example}.push.apple.com/x", "invalid", "parsers disagree"),
  row("a backtick in the host", "https://attacker.example`.push.apple.com/x", "invalid", "parsers disagree"),
  row("a single quote in the host", "https://attacker.example'.push.apple.com/x", "invalid", "parsers disagree"),
  row("a double quote in the host", 'https://attacker.example".push.apple.com/x', "invalid", "parsers disagree"),
  row("a backslash in the host", "https://attacker.example\\.push.apple.com/x", "invalid", "not canonical"),
  row("`@`: the service as userinfo", "https://web.push.apple.com@attacker.example/x", "invalid", "rule"),
  row("`@`: userinfo before the service", "https://attacker.example@web.push.apple.com/x", "invalid", "rule"),
  row("`@` in the path", "https://fcm.googleapis.com/fcm/send/x@attacker.example/", "invalid", "rule"),
  row("user and password", "https://user:pw@fcm.googleapis.com/fcm/send/x", "invalid", "rule"),
  row("an IPv4 literal before a service's name", "https://10.0.0.5;.notify.windows.com/", "invalid", "parsers disagree"),
  row("an IPv4 literal", "https://10.0.0.5/x", "foreign", "rule"),
  row("an IPv4 literal in hex", "https://0x0a.0.0.5/x", "invalid", "not canonical"),
  row("an IPv6 literal", "https://[::1]/", "invalid", "parsers disagree"),
  row("an IPv6 literal before a service's name", "https://[::1];.push.apple.com/", "invalid", "parsers disagree", "not canonical"),
  row("a punycode label", "https://xn--80ak6aa92e.push.apple.com/x", "invalid", "rule"),
  row("an invalid punycode label", "https://xn--zz.push.apple.com/x", "invalid", "rule"),
  row("a Unicode host", "https://wéb.push.apple.com/x", "invalid", "not canonical"),
  row("an uppercase host", "https://WEB.push.apple.com/x", "invalid", "not canonical"),
  row("an uppercase scheme", "HTTPS://fcm.googleapis.com/fcm/send/x", "invalid", "not canonical"),
  row("a trailing dot", "https://web.push.apple.com./x", "invalid", "rule"),
  row("an empty label", "https://a..push.apple.com/x", "invalid", "rule"),
  row("an underscore in the host", "https://a_b.push.apple.com/x", "invalid", "rule"),
  row("the default port written out", "https://web.push.apple.com:443/x", "invalid", "not canonical"),
  row("another port", "https://web.push.apple.com:8443/x", "foreign", "rule"),
  row("a tab in the host", "https://web.push.apple\t.com/x", "invalid", "not canonical"),
  row("a newline in the path", "https://fcm.googleapis.com/fcm/send/a\nb", "invalid", "not canonical"),
  row("a carriage return in the host", "https://web.push\r.apple.com/x", "invalid", "not canonical"),
  row("`;` in the path", "https://fcm.googleapis.com/fcm/send/x;y", "invalid", "rule"),
  row("a quote in the path", "https://fcm.googleapis.com/fcm/send/x'y", "invalid", "rule"),
  row("a fragment", "https://fcm.googleapis.com/fcm/send/x#y", "invalid", "rule"),
  row("an empty fragment", "https://fcm.googleapis.com/fcm/send/x#", "invalid", "rule"),
  row("no path", "https://fcm.googleapis.com", "invalid", "not canonical"),
  row("`+` in the query", "https://wns2-par02p.notify.windows.com/w/?token=a+b", "invalid", "rule"),
  row("a bare `%`", "https://wns2-par02p.notify.windows.com/w/?token=a%zz", "invalid", "rule"),
];
