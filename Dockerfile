# syntax=docker/dockerfile:1
# The marketplace's image (DESIGN §Operations; README "Deploy"): the web app built for one brand and
# the API that serves it, on port 3000, as the unprivileged `node` user.
#
#   docker build --build-arg BRAND=watad -t iot-marketplace:watad .
#
# The API runs its TypeScript sources through tsx's loader, as `npm start` does: tsx is a runtime
# dependency of @iot/api, so the image runs the very module graph the tests run (no second,
# compiled variant to keep in step).
ARG NODE_VERSION=22.20.0

# 0. The workspaces' manifests, which both install stages start from (a layer that changes only
#    when dependencies do).
FROM node:${NODE_VERSION}-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/

# 1. Every dependency, dev ones included: what the web app's production build needs.
FROM manifests AS web-build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
# The brand is chosen at build time (DESIGN §Web); an unknown name fails the build with the list.
ARG BRAND=alef
# Optional: the customer dashboard the profile page's 'edit' button opens.
ARG VITE_STORE_PORTAL_URL=""
ENV BRAND=${BRAND} VITE_STORE_PORTAL_URL=${VITE_STORE_PORTAL_URL} NODE_ENV=production
RUN npm run build -w @iot/web

# 2. The API's production dependencies only: no Vite, no test tools, no type packages.
FROM manifests AS api-dependencies
RUN npm ci --omit=dev --workspace=@iot/api --no-audit --no-fund

# 3. What runs: sources read-only (owned by root), data under /data owned by `node`.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ARG BRAND=alef
ENV NODE_ENV=production \
    BRAND=${BRAND} \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    SEED_DEMO_DATA=false
WORKDIR /app
COPY --from=api-dependencies /app/node_modules node_modules
COPY --from=api-dependencies /app/apps/api/node_modules apps/api/node_modules
COPY package.json package-lock.json ./
COPY packages/shared packages/shared
COPY apps/api/package.json apps/api/
COPY apps/api/drizzle apps/api/drizzle
COPY apps/api/src apps/api/src
# Operator commands: `npm run admin:create`, `npm run db:backup`, `npm run db:restore`.
COPY scripts/admin-create.ts scripts/db-backup.ts scripts/db-restore.ts scripts/
COPY --from=web-build /app/apps/web/dist/${BRAND} apps/web/dist/${BRAND}
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness only (the process answers); readiness (/health/ready) is the proxy's business.
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches node itself (no npm in between), which finishes open requests (server.ts).
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
