// SPDX-License-Identifier: GPL-2.0
/*
 * pstate-trace - record CPU frequency decisions, or import traces, into one
 * SQLite file per run.  main() only dispatches.
 */
#include <stdio.h>
#include <string.h>
#include <sqlite3.h>
#include "cmds.h"
#include "msg.h"
#include "version.h"

struct command {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *help;
};

static const struct command commands[] = {
	{ "record", cmd_record, "trace a command (or the system) into a run database" },
	{ "import", cmd_import, "read a trace.dat or ftrace text into a run database" },
	{ NULL, NULL, NULL },
};

static void usage(FILE *f)
{
	const struct command *c;

	fprintf(f, "usage: pstate-trace <command> [options] [-- command [args]]\n\n"
		   "commands:\n");
	for (c = commands; c->name; c++)
		fprintf(f, "  %-8s %s\n", c->name, c->help);
	fprintf(f, "\noptions:\n  -h, --help     this help (also: %s help)\n"
		   "      --version  print the version (also: %s version)\n", pt_prog, pt_prog);
	fprintf(f, "\n'pstate-trace <command> -h' shows a command's options;"
		   " see pstate-trace(1).\n");
}

int main(int argc, char **argv)
{
	const struct command *c;

	pt_prog = "pstate-trace";
	/* One connection, used by one thread at a time: no SQLite mutexes. */
	sqlite3_config(SQLITE_CONFIG_SINGLETHREAD);
	if (argc < 2) {
		usage(stderr);
		return 2;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "help")) {
		usage(stdout);
		return 0;
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "version")) {
		printf("pstate-trace %s\n", pt_version);
		return 0;
	}
	for (c = commands; c->name; c++)
		if (!strcmp(argv[1], c->name))
			return c->fn(argc - 1, argv + 1);
	pt_err("'%s' is not a command; see 'pstate-trace --help'", argv[1]);
	return 2;
}
