// SPDX-License-Identifier: GPL-2.0
/*
 * pstate-trace - record CPU frequency decisions, or import traces, into one
 * SQLite file per run.  main() only dispatches.
 */
#include <stddef.h>
#include "cmd.h"
#include "trace_cmds.h"
#include "msg.h"

static const struct command commands[] = {
	{ "record", cmd_record, "trace a command (or the system) into a run database" },
	{ "import", cmd_import, "read a trace.dat or ftrace text into a run database" },
	{ NULL, NULL, NULL },
};

int main(int argc, char **argv)
{
	pt_prog = "pstate-trace";
	return cmd_main("<command> [options] [-- command [args]]", commands, argc, argv);
}
