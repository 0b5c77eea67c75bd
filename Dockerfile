# Despatch service image. Plain multi-stage build; the install steps are those of .ci/run (npm ci).
# Build: docker build -t despatch .   Run: docker run -p 8080:8080 -p 2525:2525 -v despatch:/data despatch

# 1. Check: the full dependency set, lint and typecheck, so a broken tree never becomes an image.
FROM node:20-bookworm-slim AS check
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run lint && npm run typecheck

# 2. Runtime dependencies only (tsx runs the TypeScript sources; there is no separate build output).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. The service, as the unprivileged "node" user, data on a volume.
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data INBOUND_SMTP_PORT=2525
# A Japanese font for the map pictures of Japanese readers (src/render/png.ts finds it), as CI installs.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-ipafont-gothic \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=check /app/package.json ./
COPY --from=check /app/bin ./bin
COPY --from=check /app/src ./src
COPY --from=check /app/migrations ./migrations
COPY --from=check /app/templates ./templates
COPY --from=check /app/assets ./assets
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080 2525
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "bin/despatch.js", "serve"]
