# Despatch service image. Plain multi-stage build; the install steps are those of .ci/run (npm ci).
# Build: docker build -t despatch .   Run: docker run -p 8080:8080 -p 2525:2525 -v despatch:/data despatch

# 1. Build: the full dependency set, lint and typecheck (a broken tree never becomes an image), then
#    the compiled service in dist/ (npm run build).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run lint && npm run typecheck && npm run build

# 2. Runtime dependencies only (no tsx, no esbuild: the image runs the compiled code).
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. The service, as the unprivileged "node" user, data on a volume. It holds no TypeScript sources:
#    bin/despatch.js runs dist/, and reads templates/, assets/ and src/web/static/ from disk.
FROM node:22-bookworm-slim
# Two malloc arenas: glibc's default, one per thread, keeps freed memory of the service's threads resident.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data INBOUND_SMTP_PORT=2525 MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
# A Japanese font for the map pictures of Japanese readers (src/render/fonts.ts finds it), as CI installs.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-ipafont-gothic \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/bin ./bin
COPY --from=build /app/dist ./dist
COPY --from=build /app/templates ./templates
COPY --from=build /app/assets ./assets
COPY --from=build /app/src/web/static ./src/web/static
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080 2525
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "bin/despatch.js", "serve"]
