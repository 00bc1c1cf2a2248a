/** True inside `gatsby develop` (gatsby-cli names the running command in this variable). */
export const isDevelop = (env: NodeJS.ProcessEnv = process.env): boolean => env.gatsby_executing_command === "develop";
