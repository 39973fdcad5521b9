// SPDX-License-Identifier: GPL-2.0
/*
 * pstate-analyze - explain a run's frequency decisions (report), compare runs
 * (compare), draw them (plot).  main() only dispatches.
 */
#include <stdio.h>
#include <string.h>
#include "msg.h"
#include "version.h"

int main(int argc, char **argv)
{
	pt_prog = "pstate-analyze";
	if (argc >= 2 && !strcmp(argv[1], "--version")) {
		printf("pstate-analyze %s\n", pt_version);
		return 0;
	}
	pt_err("not yet: the analyzer is not implemented in this version");
	return 1;
}
