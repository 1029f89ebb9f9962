# One image for every role of the production topology (see docs/deploy.md and compose.yaml): web instances
# (ROLE=web), workers (ROLE=worker) and the nginx in front of them (`npm run cluster` with CLUSTER_UPSTREAMS).
# Node runs the server's TypeScript directly, so the image holds the sources, the built web app and the
# production dependencies; nginx and its brotli_static module come from Debian.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/backtest/package.json packages/backtest/
COPY packages/contracts/package.json packages/contracts/
COPY packages/energy/package.json packages/energy/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @alvorada/web && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
USER node
CMD ["node", "apps/server/src/main.ts"]
