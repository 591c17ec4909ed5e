# syntax=docker/dockerfile:1
# The portal in one image: the API serves both built web apps (one origin).
#   docker build -t diagnostic-portal .
#   docker run -p 3000:3000 -e JWT_SECRET=... -e DATABASE_URL=mysql://... diagnostic-portal
# Migrations run when the API starts; see docs/deploying.md.
ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: every workspace's dependencies, then the contracts, the two apps and the API --------------------
FROM ${NODE_IMAGE} AS build
# better-sqlite3 compiles from source when no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV SCARF_ANALYTICS=false CI=true
WORKDIR /app
# Manifests first, so the dependency layer is reused until they change.
COPY package.json package-lock.json ./
COPY scripts/build-contracts.mjs scripts/
COPY packages/contracts/package.json packages/contracts/
COPY api/package.json api/
COPY backoffice/package.json backoffice/
COPY survey-app/package.json survey-app/
COPY test/package.json test/
RUN npm ci --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build

# --- prod-deps: the API's runtime dependencies only --------------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV SCARF_ANALYTICS=false CI=true
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/build-contracts.mjs scripts/
COPY packages/contracts/package.json packages/contracts/
COPY api/package.json api/
COPY backoffice/package.json backoffice/
COPY survey-app/package.json survey-app/
COPY test/package.json test/
RUN npm ci --omit=dev --workspace=api --no-audit --no-fund --loglevel=error \
 && npm cache clean --force

# --- runtime -----------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/portal
WORKDIR /app
# Owned by root and read-only for the process: only DATA_DIR is writable.
COPY --from=prod-deps /app ./
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/backoffice/dist backoffice/dist
COPY --from=build /app/survey-app/dist survey-app/dist
RUN mkdir -p /var/lib/portal && chown node:node /var/lib/portal
USER node
VOLUME ["/var/lib/portal"]
EXPOSE 3000
# The slim image has no curl: Node's fetch asks /api/health (200 while the database answers).
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/main.js"]
