// SPDX-License-Identifier: GPL-2.0
/*
 * report.c - pstate-analyze report: what the governor asked for, what the
 * hardware delivered, how long requests took, what the workload felt, what it
 * cost, and which mechanism explains the gap.
 */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "analysis.h"
#include "cmds.h"
#include "doc.h"
#include "msg.h"
#include "report.h"
#include "strbuf.h"

enum { OPT_COMM = 256, OPT_PID, OPT_CPU, OPT_FROM, OPT_TO, OPT_FORMAT };

static const char report_usage[] =
	"usage: pstate-analyze report [options] [DB]\n"
	"\n"
	"Explain the frequency decisions of one run (pstate-trace record or import):\n"
	"the governor's path and delay, requested vs delivered performance,\n"
	"residency, the wakeup latency of the workload's tasks, idle, energy, and\n"
	"the findings that explain them, each with its numbers.  DB defaults to\n"
	"pstate.db.  Text and markdown fit in 80 columns.\n"
	"\n"
	"      --format FMT     text (default), markdown or json\n"
	"  -o, --output FILE    write the report to FILE instead of stdout\n"
	"      --comm REGEX     workload tasks: those whose comm matches (POSIX ERE)\n"
	"      --pid PID,...    workload tasks: these pids\n"
	"      --cpu LIST       only these CPUs (e.g. 0-15,32)\n"
	"      --from SECONDS   start of the window, from the run's start\n"
	"      --to SECONDS     end of the window, from the run's start\n"
	"  -h, --help           this help\n"
	"\n"
	"Without --comm or --pid the workload is the recorded command and its\n"
	"descendants, or, for imported traces, every task but idle (the report\n"
	"says which).  Exit status: 0; 1 when the database cannot be read; 2 on a\n"
	"usage error.  See pstate-analyze(1).\n";

int parse_cpu_list(const char *s, uint8_t **set, int *len)
{
	const char *p = s;
	uint8_t *m = NULL;
	int n = 0;

	while (*p) {
		char *end;
		long a = strtol(p, &end, 10), b;

		if (end == p || a < 0 || a > 65535)
			goto out_bad;
		b = a;
		p = end;
		if (*p == '-') {
			b = strtol(p + 1, &end, 10);
			if (end == p + 1 || b < a || b > 65535)
				goto out_bad;
			p = end;
		}
		if (b + 1 > n) {
			uint8_t *g = realloc(m, b + 1);

			if (!g)
				goto out_bad;
			memset(g + n, 0, b + 1 - n);
			m = g;
			n = (int)b + 1;
		}
		for (; a <= b; a++)
			m[a] = 1;
		if (*p == ',')
			p++;
		else if (*p)
			goto out_bad;
	}
	if (!n)
		goto out_bad;
	*set = m;
	*len = n;
	return 0;

out_bad:
	free(m);
	pt_err("--cpu: '%s' is not a CPU list like 0-3,8", s);
	return -1;
}

int parse_pid_list(const char *s, int **pids, int *n)
{
	const char *p = s;

	while (*p) {
		char *end;
		long v = strtol(p, &end, 10);
		int *g;

		if (end == p || v <= 0 || v > 4194304 || (*end && *end != ',')) {
			pt_err("--pid: '%s' is not a list of pids like 1201,1202", s);
			return -1;
		}
		g = realloc(*pids, (*n + 1) * sizeof(*g));
		if (!g)
			return -1;
		*pids = g;
		g[(*n)++] = (int)v;
		p = *end ? end + 1 : end;
	}
	return 0;
}

static int parse_seconds(const char *opt, const char *s, double *v)
{
	char *end;

	*v = strtod(s, &end);
	if (*end || end == s || *v < 0) {
		pt_err("%s: '%s' is not a number of seconds", opt, s);
		return -1;
	}
	return 0;
}

int cmd_report(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "output", required_argument, NULL, 'o' },
		{ "comm", required_argument, NULL, OPT_COMM },
		{ "pid", required_argument, NULL, OPT_PID },
		{ "cpu", required_argument, NULL, OPT_CPU },
		{ "from", required_argument, NULL, OPT_FROM },
		{ "to", required_argument, NULL, OPT_TO },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct analysis_opts ao = { .from_s = -1, .to_s = -1 };
	const char *format = "text", *output = NULL, *path = "pstate.db";
	int *pids = NULL, npids = 0, c, ret = 2;
	uint8_t *cpus = NULL;
	struct analysis a;
	struct run run;
	FILE *out = stdout;

	while ((c = getopt_long(argc, argv, "o:h", opts, NULL)) != -1) {
		switch (c) {
		case OPT_FORMAT:
			format = optarg;
			if (strcmp(format, "text") != 0 && strcmp(format, "markdown") != 0 &&
			    strcmp(format, "json") != 0) {
				pt_err("--format: '%s' is not text, markdown or json", optarg);
				goto out_free;
			}
			break;
		case 'o':
			output = optarg;
			break;
		case OPT_COMM:
			ao.comm_re = optarg;
			break;
		case OPT_PID:
			if (parse_pid_list(optarg, &pids, &npids) < 0)
				goto out_free;
			break;
		case OPT_CPU:
			free(cpus);
			cpus = NULL;
			if (parse_cpu_list(optarg, &cpus, &ao.cpu_set_len) < 0)
				goto out_free;
			break;
		case OPT_FROM:
			if (parse_seconds("--from", optarg, &ao.from_s) < 0)
				goto out_free;
			break;
		case OPT_TO:
			if (parse_seconds("--to", optarg, &ao.to_s) < 0)
				goto out_free;
			break;
		case 'h':
			fputs(report_usage, stdout);
			ret = 0;
			goto out_free;
		default:
			fputs(report_usage, stderr);
			goto out_free;
		}
	}
	if (optind < argc)
		path = argv[optind++];
	if (optind < argc) {
		pt_err("report: one database at a time (see 'compare' for several)");
		goto out_free;
	}
	if (ao.comm_re) {
		regex_t re;

		if (regcomp(&re, ao.comm_re, REG_EXTENDED | REG_NOSUB)) {
			pt_err("--comm: '%s' is not a regular expression", ao.comm_re);
			goto out_free;
		}
		regfree(&re);
	}
	ao.pids = pids;
	ao.npids = npids;
	ao.cpu_set = cpus;
	ret = 1;
	if (run_open(&run, path) < 0)
		goto out_free;
	if (analysis_run(&a, &run, &ao) < 0) {
		analysis_free(&a);
		run_close(&run);
		goto out_free;
	}
	if (output) {
		out = fopen(output, "w");
		if (!out) {
			pt_err("%s: %s", output, strerror(errno));
			goto out_close;
		}
	}
	if (!strcmp(format, "json"))
		report_json(&a, out);
	else
		report_doc(&a, out, !strcmp(format, "markdown") ? DOC_MARKDOWN : DOC_TEXT);
	ret = 0;
	if (out != stdout && fclose(out) != 0) {
		pt_err("%s: %s", output, strerror(errno));
		ret = 1;
	} else if (out == stdout && fflush(stdout) != 0) {
		ret = 1;
	}
out_close:
	analysis_free(&a);
	run_close(&run);
out_free:
	free(pids);
	free(cpus);
	return ret;
}
