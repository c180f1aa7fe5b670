# One image for every part; docker-compose.yml picks the part with the command.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY projections/package.json projections/
COPY realtime/package.json realtime/
COPY command-api/package.json command-api/
COPY ui/package.json ui/
RUN npm ci --no-audit --no-fund --include=dev
COPY . .
RUN npm run build:ui
USER node
CMD ["npm", "run", "start:command-api"]
