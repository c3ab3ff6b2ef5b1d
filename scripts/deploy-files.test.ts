import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeProblems, dockerfileProblems, repositoryDeployProblems } from './deploy-files.ts';

/**
 * The deployment files pass their linters (DESIGN §Operations): the Dockerfile through
 * dockerfile-utils plus the image's rules, compose.yaml through the Compose specification's JSON
 * schema plus the two-instance topology. The other cases show each check refuses what it should.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
const dockerignore = read('.dockerignore');
const compose = read('compose.yaml');

// Compiling the Compose schema takes a second on a busy machine: more than the unit default.
describe('deployment files', { timeout: 20_000 }, () => {
  it('the Dockerfile, .dockerignore and compose.yaml pass', () => {
    expect(repositoryDeployProblems()).toEqual([]);
  });

  it('refuses a Dockerfile that runs as root, lacks the healthcheck or ships dev dependencies', () => {
    const asRoot = dockerfile.replace(/^USER node$/m, 'USER root');
    expect(dockerfileProblems(asRoot, dockerignore)).toContain('The final stage must switch to a non-root USER.');
    const noHealthcheck = dockerfile.replace(/^HEALTHCHECK[^\n]*\\\n[^\n]*\n/m, '');
    expect(dockerfileProblems(noHealthcheck, dockerignore)).toContain(
      'The final stage needs a HEALTHCHECK against /health/live.',
    );
    const withDev = dockerfile.replace('--omit=dev ', '');
    expect(dockerfileProblems(withDev, dockerignore)).toContain(
      'The final stage takes node_modules from "api-dependencies", which installs dev dependencies too.',
    );
    expect(dockerfileProblems('FROM node:22\nRUN npm ci\n', dockerignore)).toEqual(
      expect.arrayContaining(['The Dockerfile must be multi-stage (a build stage and a runtime stage).']),
    );
  });

  it('refuses Dockerfile syntax errors and sources .dockerignore keeps out', () => {
    const problems = dockerfileProblems(
      `${dockerfile}\nHEALTHCHECK --interval=5 CMD true\nCOPY README.md /app/\n`,
      dockerignore,
    );
    expect(problems.some((problem) => /line \d+: .*duration/i.test(problem))).toBe(true);
    expect(problems.some((problem) => problem.endsWith('.dockerignore keeps README.md out of the build.'))).toBe(true);
  });

  it('refuses a compose file outside the specification or off the two-instance shape', () => {
    const unknownKey = compose.replace('restart: unless-stopped', 'restart: unless-stopped\n  replicas_of: 2');
    expect(composeProblems(unknownKey, read)[0]).toMatch(/must NOT have additional properties/);
    const badDuration = compose.replace('interval: 5s', 'interval: five seconds');
    expect(composeProblems(badDuration, read)).toEqual(
      expect.arrayContaining([expect.stringMatching(/healthcheck\/interval: must match format "duration"/)]),
    );
    const filesOnDisk = compose.replace('FILE_STORAGE: postgres', 'FILE_STORAGE: fs');
    expect(composeProblems(filesOnDisk, read)).toEqual([
      'api-1: FILE_STORAGE must be postgres, so every instance serves every file.',
      'api-2: FILE_STORAGE must be postgres, so every instance serves every file.',
    ]);
    const oneInstance = compose.replace(/\n {2}api-2:\n {4}<<: \*api\n/, '\n');
    expect(composeProblems(oneInstance, read)).toContain(
      'compose.yaml needs two API instances built from the Dockerfile.',
    );
    const proxyMissesOne = (file: string) => read(file).replace(' api-2:3000', '');
    expect(composeProblems(compose, proxyMissesOne)).toContain(
      "The proxy's configuration does not send requests to api-2:3000.",
    );
  });
});
