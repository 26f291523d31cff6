// Entry point of `npm start`. The server (data feed, realtime socket, broker back end) is built in
// its own issue; until then this says so plainly instead of pretending to serve a market.
process.stderr.write(
  "The server is not built yet: this checkout holds the foundation (market rules, tooling).\n" +
    "Run `npm test` to check the market rules. The live market arrives with the server.\n",
);
process.exitCode = 1;
