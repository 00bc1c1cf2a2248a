import { describePageChecks } from "./support/page-suite";

describePageChecks("mobile");
