import { describePageChecks } from "./support/page-suite";

describePageChecks("desktop");
