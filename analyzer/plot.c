// SPDX-License-Identifier: GPL-2.0
#include "cmds.h"
#include "msg.h"

int cmd_plot(int argc, char **argv)
{
	pt_err("plot: not yet");
	return 1;
}
