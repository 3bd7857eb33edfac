# Dealbox in a container: the same steps `npm run test:install` proves on every CI run.
#   build:   npm ci, npm run build, npm prune --omit=dev
#   run:     node src/server/main.ts (what `npm run serve` runs), as user node
# Data (SQLite, the auth secret, the VAPID keys) lives in /data: keep that volume.
# See the README, "Running it in a container", for what was and was not run.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 builds from source where no prebuilt binary can be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=262144 \
    NODE_OPTIONS="--max-semi-space-size=2 --max-old-space-size=512"
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000 2525
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly: it stops taking mail (421), hands back its work and exits.
STOPSIGNAL SIGTERM
CMD ["node", "src/server/main.ts"]
