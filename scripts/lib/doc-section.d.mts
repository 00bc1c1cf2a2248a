export function readMarkedSection(file: string, name: string): Promise<string>;
export function writeMarkedSection(file: string, name: string, writer: string, body: string): Promise<void>;
