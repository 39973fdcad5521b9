-- synth.py --scenario tbench-kthread --seed 2 --events 1500, imported; sqlite3 .dump
PRAGMA application_id = 1886614642;
PRAGMA user_version = 1;
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE meta (
	key	TEXT PRIMARY KEY,
	value	TEXT
);
INSERT INTO meta VALUES('schema_version','1');
INSERT INTO meta VALUES('tool_version','493796e-dirty');
INSERT INTO meta VALUES('ts_out_of_order','0');
INSERT INTO meta VALUES('ts_max_backward_ns','0');
INSERT INTO meta VALUES('values_invalid','0');
INSERT INTO meta VALUES('records_unreadable','0');
INSERT INTO meta VALUES('lines_unparsed','0');
INSERT INTO meta VALUES('source','text');
INSERT INTO meta VALUES('source_file','s-tbench-kthread/trace.txt');
INSERT INTO meta VALUES('source_format','ftrace-text');
INSERT INTO meta VALUES('nr_cpus','4');
INSERT INTO meta VALUES('truncated','0');
INSERT INTO meta VALUES('interrupted','0');
INSERT INTO meta VALUES('counters','an imported trace has no counter samples');
INSERT INTO meta VALUES('driver','amd-pstate');
INSERT INTO meta VALUES('governor','schedutil');
INSERT INTO meta VALUES('label','amd-pstate/schedutil');
INSERT INTO meta VALUES('t_start_ns','4915905054000');
INSERT INTO meta VALUES('t_end_ns','4915916114000');
CREATE TABLE cpu (
	cpu			INTEGER PRIMARY KEY,
	package			INTEGER,
	core			INTEGER,
	node			INTEGER,
	policy			INTEGER,
	driver			TEXT,
	governor		TEXT,
	min_khz			INTEGER,
	max_khz			INTEGER,
	base_khz		INTEGER,
	highest_perf		INTEGER,
	nominal_perf		INTEGER,
	lowest_nonlinear_perf	INTEGER,
	lowest_perf		INTEGER,
	nominal_freq_mhz	INTEGER,
	boost			INTEGER,
	rate_limit_us		INTEGER,
	transition_latency_ns	INTEGER,
	scaling_min_khz		INTEGER,
	scaling_max_khz		INTEGER,
	energy_performance_preference TEXT,
	online			INTEGER
);
INSERT INTO cpu VALUES(0,NULL,NULL,NULL,NULL,'amd-pstate','schedutil',NULL,4150000,NULL,166,110,55,20,2750,NULL,200,NULL,NULL,NULL,NULL,NULL);
INSERT INTO cpu VALUES(1,NULL,NULL,NULL,NULL,'amd-pstate','schedutil',NULL,4150000,NULL,166,110,55,20,2750,NULL,200,NULL,NULL,NULL,NULL,NULL);
INSERT INTO cpu VALUES(2,NULL,NULL,NULL,NULL,'amd-pstate','schedutil',NULL,4150000,NULL,166,110,55,20,2750,NULL,200,NULL,NULL,NULL,NULL,NULL);
INSERT INTO cpu VALUES(3,NULL,NULL,NULL,NULL,'amd-pstate','schedutil',NULL,4150000,NULL,166,110,55,20,2750,NULL,200,NULL,NULL,NULL,NULL,NULL);
CREATE TABLE sched_switch (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	prev_comm	TEXT,
	prev_pid	INTEGER,
	prev_prio	INTEGER,
	prev_state	TEXT,
	next_comm	TEXT,
	next_pid	INTEGER,
	next_prio	INTEGER,
	seq		INTEGER
);
INSERT INTO sched_switch VALUES(4915905056000,0,'tbench',1200,120,'R+','sugov:0',400,-1,6);
INSERT INTO sched_switch VALUES(4915905060000,0,'sugov:0',400,-1,'S','tbench',1200,120,11);
INSERT INTO sched_switch VALUES(4915905075000,1,'tbench_srv',1100,120,'R+','sugov:1',401,-1,17);
INSERT INTO sched_switch VALUES(4915905079000,1,'sugov:1',401,-1,'S','tbench_srv',1100,120,22);
INSERT INTO sched_switch VALUES(4915905085000,2,'swapper/2',0,120,'R','tbench',1202,120,26);
INSERT INTO sched_switch VALUES(4915905098000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,30);
INSERT INTO sched_switch VALUES(4915905110000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,31);
INSERT INTO sched_switch VALUES(4915905112000,3,'swapper/3',0,120,'R','sugov:3',403,-1,35);
INSERT INTO sched_switch VALUES(4915905115000,0,'tbench',1200,120,'S','tbench',1201,120,38);
INSERT INTO sched_switch VALUES(4915905116000,3,'sugov:3',403,-1,'S','swapper/3',0,120,41);
INSERT INTO sched_switch VALUES(4915905124000,1,'tbench_srv',1100,120,'S','tbench_srv',1101,120,43);
INSERT INTO sched_switch VALUES(4915905136000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,44);
INSERT INTO sched_switch VALUES(4915905508000,1,'swapper/1',0,120,'R','sugov:1',401,-1,53);
INSERT INTO sched_switch VALUES(4915905510000,3,'swapper/3',0,120,'R','sugov:3',403,-1,60);
INSERT INTO sched_switch VALUES(4915905512000,0,'tbench',1201,120,'S','swapper/0',0,120,64);
INSERT INTO sched_switch VALUES(4915905512000,1,'sugov:1',401,-1,'S','tbench_srv',1101,120,67);
INSERT INTO sched_switch VALUES(4915905514000,0,'swapper/0',0,120,'R','sugov:0',400,-1,72);
INSERT INTO sched_switch VALUES(4915905514000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,74);
INSERT INTO sched_switch VALUES(4915905518000,0,'sugov:0',400,-1,'S','swapper/0',0,120,79);
INSERT INTO sched_switch VALUES(4915905521000,2,'tbench',1202,120,'S','swapper/2',0,120,81);
INSERT INTO sched_switch VALUES(4915905523000,2,'swapper/2',0,120,'R','sugov:2',402,-1,85);
INSERT INTO sched_switch VALUES(4915905527000,2,'sugov:2',402,-1,'S','swapper/2',0,120,90);
INSERT INTO sched_switch VALUES(4915905772000,0,'swapper/0',0,120,'R','sugov:0',400,-1,98);
INSERT INTO sched_switch VALUES(4915905776000,0,'sugov:0',400,-1,'S','tbench',1201,120,103);
INSERT INTO sched_switch VALUES(4915905780000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,104);
INSERT INTO sched_switch VALUES(4915905782000,1,'swapper/1',0,120,'R','sugov:1',401,-1,108);
INSERT INTO sched_switch VALUES(4915905786000,1,'sugov:1',401,-1,'S','swapper/1',0,120,113);
INSERT INTO sched_switch VALUES(4915905945000,2,'swapper/2',0,120,'R','sugov:2',402,-1,121);
INSERT INTO sched_switch VALUES(4915905949000,2,'sugov:2',402,-1,'S','tbench',1202,120,126);
INSERT INTO sched_switch VALUES(4915905954000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,127);
INSERT INTO sched_switch VALUES(4915905956000,3,'swapper/3',0,120,'R','sugov:3',403,-1,131);
INSERT INTO sched_switch VALUES(4915905960000,3,'sugov:3',403,-1,'S','swapper/3',0,120,136);
INSERT INTO sched_switch VALUES(4915906037000,0,'tbench',1201,120,'R+','sugov:0',400,-1,141);
INSERT INTO sched_switch VALUES(4915906041000,0,'sugov:0',400,-1,'S','tbench',1201,120,146);
INSERT INTO sched_switch VALUES(4915906217000,1,'swapper/1',0,120,'R','sugov:1',401,-1,153);
INSERT INTO sched_switch VALUES(4915906221000,1,'sugov:1',401,-1,'S','tbench_srv',1101,120,158);
INSERT INTO sched_switch VALUES(4915906227000,0,'tbench',1201,120,'S','swapper/0',0,120,159);
INSERT INTO sched_switch VALUES(4915906376000,3,'swapper/3',0,120,'R','sugov:3',403,-1,167);
INSERT INTO sched_switch VALUES(4915906379000,2,'tbench',1202,120,'S','swapper/2',0,120,170);
INSERT INTO sched_switch VALUES(4915906380000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,176);
INSERT INTO sched_switch VALUES(4915906381000,2,'swapper/2',0,120,'R','sugov:2',402,-1,177);
INSERT INTO sched_switch VALUES(4915906385000,2,'sugov:2',402,-1,'S','swapper/2',0,120,182);
INSERT INTO sched_switch VALUES(4915906527000,0,'swapper/0',0,120,'R','sugov:0',400,-1,190);
INSERT INTO sched_switch VALUES(4915906529000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,192);
INSERT INTO sched_switch VALUES(4915906531000,1,'swapper/1',0,120,'R','sugov:1',401,-1,198);
INSERT INTO sched_switch VALUES(4915906531000,0,'sugov:0',400,-1,'S','tbench',1201,120,200);
INSERT INTO sched_switch VALUES(4915906535000,1,'sugov:1',401,-1,'S','swapper/1',0,120,205);
INSERT INTO sched_switch VALUES(4915906715000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,210);
INSERT INTO sched_switch VALUES(4915906717000,0,'tbench',1201,120,'S','swapper/0',0,120,211);
INSERT INTO sched_switch VALUES(4915906813000,2,'swapper/2',0,120,'R','sugov:2',402,-1,219);
INSERT INTO sched_switch VALUES(4915906817000,2,'sugov:2',402,-1,'S','tbench',1202,120,224);
INSERT INTO sched_switch VALUES(4915906823000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,225);
INSERT INTO sched_switch VALUES(4915906825000,3,'swapper/3',0,120,'R','sugov:3',403,-1,229);
INSERT INTO sched_switch VALUES(4915906829000,3,'sugov:3',403,-1,'S','swapper/3',0,120,234);
INSERT INTO sched_switch VALUES(4915906885000,0,'swapper/0',0,120,'R','sugov:0',400,-1,242);
INSERT INTO sched_switch VALUES(4915906889000,0,'sugov:0',400,-1,'S','tbench',1201,120,247);
INSERT INTO sched_switch VALUES(4915906894000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,248);
INSERT INTO sched_switch VALUES(4915906896000,1,'swapper/1',0,120,'R','sugov:1',401,-1,252);
INSERT INTO sched_switch VALUES(4915906900000,1,'sugov:1',401,-1,'S','swapper/1',0,120,257);
INSERT INTO sched_switch VALUES(4915907066000,0,'tbench',1201,120,'S','swapper/0',0,120,262);
INSERT INTO sched_switch VALUES(4915907067000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,263);
INSERT INTO sched_switch VALUES(4915907244000,3,'swapper/3',0,120,'R','sugov:3',403,-1,271);
INSERT INTO sched_switch VALUES(4915907248000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,276);
INSERT INTO sched_switch VALUES(4915907249000,2,'tbench',1202,120,'S','swapper/2',0,120,277);
INSERT INTO sched_switch VALUES(4915907251000,2,'swapper/2',0,120,'R','sugov:2',402,-1,281);
INSERT INTO sched_switch VALUES(4915907255000,2,'sugov:2',402,-1,'S','swapper/2',0,120,286);
INSERT INTO sched_switch VALUES(4915907438000,2,'swapper/2',0,120,'R','tbench',1202,120,291);
INSERT INTO sched_switch VALUES(4915907442000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,292);
INSERT INTO sched_switch VALUES(4915907459000,0,'swapper/0',0,120,'R','sugov:0',400,-1,300);
INSERT INTO sched_switch VALUES(4915907461000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,302);
INSERT INTO sched_switch VALUES(4915907463000,1,'swapper/1',0,120,'R','sugov:1',401,-1,308);
INSERT INTO sched_switch VALUES(4915907463000,0,'sugov:0',400,-1,'S','tbench',1201,120,310);
INSERT INTO sched_switch VALUES(4915907467000,1,'sugov:1',401,-1,'S','swapper/1',0,120,315);
INSERT INTO sched_switch VALUES(4915907757000,3,'swapper/3',0,120,'R','sugov:3',403,-1,323);
INSERT INTO sched_switch VALUES(4915907761000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,328);
INSERT INTO sched_switch VALUES(4915907762000,2,'tbench',1202,120,'S','swapper/2',0,120,329);
INSERT INTO sched_switch VALUES(4915907764000,2,'swapper/2',0,120,'R','sugov:2',402,-1,333);
INSERT INTO sched_switch VALUES(4915907768000,2,'sugov:2',402,-1,'S','swapper/2',0,120,338);
INSERT INTO sched_switch VALUES(4915907803000,1,'swapper/1',0,120,'R','sugov:1',401,-1,346);
INSERT INTO sched_switch VALUES(4915907807000,1,'sugov:1',401,-1,'S','tbench_srv',1101,120,351);
INSERT INTO sched_switch VALUES(4915907816000,0,'tbench',1201,120,'S','swapper/0',0,120,352);
INSERT INTO sched_switch VALUES(4915907818000,0,'swapper/0',0,120,'R','sugov:0',400,-1,356);
INSERT INTO sched_switch VALUES(4915907822000,0,'sugov:0',400,-1,'S','swapper/0',0,120,361);
INSERT INTO sched_switch VALUES(4915907966000,0,'swapper/0',0,120,'R','tbench',1201,120,366);
INSERT INTO sched_switch VALUES(4915907969000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,367);
INSERT INTO sched_switch VALUES(4915908102000,2,'swapper/2',0,120,'R','sugov:2',402,-1,375);
INSERT INTO sched_switch VALUES(4915908106000,2,'sugov:2',402,-1,'S','tbench',1202,120,380);
INSERT INTO sched_switch VALUES(4915908110000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,381);
INSERT INTO sched_switch VALUES(4915908112000,3,'swapper/3',0,120,'R','sugov:3',403,-1,385);
INSERT INTO sched_switch VALUES(4915908116000,3,'sugov:3',403,-1,'S','swapper/3',0,120,390);
INSERT INTO sched_switch VALUES(4915908406000,1,'swapper/1',0,120,'R','sugov:1',401,-1,398);
INSERT INTO sched_switch VALUES(4915908410000,1,'sugov:1',401,-1,'S','tbench_srv',1101,120,403);
INSERT INTO sched_switch VALUES(4915908414000,0,'tbench',1201,120,'S','swapper/0',0,120,404);
INSERT INTO sched_switch VALUES(4915908416000,0,'swapper/0',0,120,'R','sugov:0',400,-1,408);
INSERT INTO sched_switch VALUES(4915908420000,0,'sugov:0',400,-1,'S','swapper/0',0,120,413);
INSERT INTO sched_switch VALUES(4915908523000,3,'swapper/3',0,120,'R','sugov:3',403,-1,421);
INSERT INTO sched_switch VALUES(4915908525000,2,'tbench',1202,120,'S','swapper/2',0,120,423);
INSERT INTO sched_switch VALUES(4915908527000,2,'swapper/2',0,120,'R','sugov:2',402,-1,429);
INSERT INTO sched_switch VALUES(4915908527000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,431);
INSERT INTO sched_switch VALUES(4915908531000,2,'sugov:2',402,-1,'S','swapper/2',0,120,436);
INSERT INTO sched_switch VALUES(4915908749000,2,'swapper/2',0,120,'R','sugov:2',402,-1,444);
INSERT INTO sched_switch VALUES(4915908750000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,445);
INSERT INTO sched_switch VALUES(4915908752000,3,'swapper/3',0,120,'R','sugov:3',403,-1,454);
INSERT INTO sched_switch VALUES(4915908753000,0,'swapper/0',0,120,'R','sugov:0',400,-1,459);
INSERT INTO sched_switch VALUES(4915908753000,2,'sugov:2',402,-1,'S','tbench',1202,120,462);
INSERT INTO sched_switch VALUES(4915908754000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,463);
INSERT INTO sched_switch VALUES(4915908756000,1,'swapper/1',0,120,'R','sugov:1',401,-1,471);
INSERT INTO sched_switch VALUES(4915908756000,3,'sugov:3',403,-1,'S','swapper/3',0,120,474);
INSERT INTO sched_switch VALUES(4915908757000,0,'sugov:0',400,-1,'S','tbench',1201,120,477);
INSERT INTO sched_switch VALUES(4915908760000,1,'sugov:1',401,-1,'S','swapper/1',0,120,482);
INSERT INTO sched_switch VALUES(4915909022000,3,'swapper/3',0,120,'R','sugov:3',403,-1,490);
INSERT INTO sched_switch VALUES(4915909026000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,495);
INSERT INTO sched_switch VALUES(4915909033000,2,'tbench',1202,120,'S','swapper/2',0,120,496);
INSERT INTO sched_switch VALUES(4915909035000,2,'swapper/2',0,120,'R','sugov:2',402,-1,500);
INSERT INTO sched_switch VALUES(4915909039000,2,'sugov:2',402,-1,'S','swapper/2',0,120,505);
INSERT INTO sched_switch VALUES(4915909098000,1,'swapper/1',0,120,'R','sugov:1',401,-1,513);
INSERT INTO sched_switch VALUES(4915909102000,1,'sugov:1',401,-1,'S','tbench_srv',1101,120,518);
INSERT INTO sched_switch VALUES(4915909109000,0,'tbench',1201,120,'S','swapper/0',0,120,519);
INSERT INTO sched_switch VALUES(4915909111000,0,'swapper/0',0,120,'R','sugov:0',400,-1,523);
INSERT INTO sched_switch VALUES(4915909115000,0,'sugov:0',400,-1,'S','swapper/0',0,120,528);
INSERT INTO sched_switch VALUES(4915909232000,2,'swapper/2',0,120,'R','tbench',1202,120,533);
INSERT INTO sched_switch VALUES(4915909245000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,534);
INSERT INTO sched_switch VALUES(4915909247000,3,'swapper/3',0,120,'R','sugov:3',403,-1,538);
INSERT INTO sched_switch VALUES(4915909251000,3,'sugov:3',403,-1,'S','swapper/3',0,120,543);
INSERT INTO sched_switch VALUES(4915909390000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,548);
INSERT INTO sched_switch VALUES(4915909399000,2,'tbench',1202,120,'S','swapper/2',0,120,549);
INSERT INTO sched_switch VALUES(4915909401000,2,'swapper/2',0,120,'R','sugov:2',402,-1,553);
INSERT INTO sched_switch VALUES(4915909405000,2,'sugov:2',402,-1,'S','swapper/2',0,120,558);
INSERT INTO sched_switch VALUES(4915909415000,0,'swapper/0',0,120,'R','sugov:0',400,-1,566);
INSERT INTO sched_switch VALUES(4915909419000,0,'sugov:0',400,-1,'S','tbench',1201,120,571);
INSERT INTO sched_switch VALUES(4915909424000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,572);
INSERT INTO sched_switch VALUES(4915909426000,1,'swapper/1',0,120,'R','sugov:1',401,-1,576);
INSERT INTO sched_switch VALUES(4915909430000,1,'sugov:1',401,-1,'S','swapper/1',0,120,581);
INSERT INTO sched_switch VALUES(4915909599000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,586);
INSERT INTO sched_switch VALUES(4915909604000,0,'tbench',1201,120,'S','swapper/0',0,120,587);
INSERT INTO sched_switch VALUES(4915909652000,2,'swapper/2',0,120,'R','sugov:2',402,-1,595);
INSERT INTO sched_switch VALUES(4915909656000,2,'sugov:2',402,-1,'S','tbench',1202,120,600);
INSERT INTO sched_switch VALUES(4915909660000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,601);
INSERT INTO sched_switch VALUES(4915909662000,3,'swapper/3',0,120,'R','sugov:3',403,-1,605);
INSERT INTO sched_switch VALUES(4915909666000,3,'sugov:3',403,-1,'S','swapper/3',0,120,610);
INSERT INTO sched_switch VALUES(4915909734000,0,'swapper/0',0,120,'R','sugov:0',400,-1,618);
INSERT INTO sched_switch VALUES(4915909738000,0,'sugov:0',400,-1,'S','rcu_preempt',15,120,623);
INSERT INTO sched_switch VALUES(4915909739000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,624);
INSERT INTO sched_switch VALUES(4915909901000,3,'swapper/3',0,120,'R','sugov:3',403,-1,632);
INSERT INTO sched_switch VALUES(4915909905000,2,'tbench',1202,120,'S','swapper/2',0,120,636);
INSERT INTO sched_switch VALUES(4915909905000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,638);
INSERT INTO sched_switch VALUES(4915909907000,2,'swapper/2',0,120,'R','sugov:2',402,-1,642);
INSERT INTO sched_switch VALUES(4915909911000,2,'sugov:2',402,-1,'S','swapper/2',0,120,647);
INSERT INTO sched_switch VALUES(4915909929000,0,'swapper/0',0,120,'R','tbench',1201,120,652);
INSERT INTO sched_switch VALUES(4915909939000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,653);
INSERT INTO sched_switch VALUES(4915909941000,1,'swapper/1',0,120,'R','sugov:1',401,-1,657);
INSERT INTO sched_switch VALUES(4915909945000,1,'sugov:1',401,-1,'S','swapper/1',0,120,662);
INSERT INTO sched_switch VALUES(4915910037000,0,'tbench',1201,120,'R+','sugov:0',400,-1,667);
INSERT INTO sched_switch VALUES(4915910041000,0,'sugov:0',400,-1,'S','tbench',1201,120,672);
INSERT INTO sched_switch VALUES(4915910101000,2,'swapper/2',0,120,'R','tbench',1202,120,676);
INSERT INTO sched_switch VALUES(4915910103000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,677);
INSERT INTO sched_switch VALUES(4915910105000,3,'swapper/3',0,120,'R','sugov:3',403,-1,681);
INSERT INTO sched_switch VALUES(4915910109000,3,'sugov:3',403,-1,'S','swapper/3',0,120,689);
INSERT INTO sched_switch VALUES(4915910110000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,690);
INSERT INTO sched_switch VALUES(4915910119000,0,'tbench',1201,120,'S','swapper/0',0,120,692);
INSERT INTO sched_switch VALUES(4915910411000,0,'swapper/0',0,120,'R','sugov:0',400,-1,700);
INSERT INTO sched_switch VALUES(4915910415000,0,'sugov:0',400,-1,'S','tbench',1201,120,705);
INSERT INTO sched_switch VALUES(4915910417000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,706);
INSERT INTO sched_switch VALUES(4915910462000,3,'swapper/3',0,120,'R','sugov:3',403,-1,714);
INSERT INTO sched_switch VALUES(4915910466000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,719);
INSERT INTO sched_switch VALUES(4915910474000,2,'tbench',1202,120,'S','swapper/2',0,120,720);
INSERT INTO sched_switch VALUES(4915910476000,2,'swapper/2',0,120,'R','sugov:2',402,-1,724);
INSERT INTO sched_switch VALUES(4915910480000,2,'sugov:2',402,-1,'S','swapper/2',0,120,729);
INSERT INTO sched_switch VALUES(4915910616000,1,'swapper/1',0,120,'R','sugov:1',401,-1,737);
INSERT INTO sched_switch VALUES(4915910620000,1,'sugov:1',401,-1,'S','tbench_srv',1101,120,742);
INSERT INTO sched_switch VALUES(4915910623000,0,'tbench',1201,120,'S','swapper/0',0,120,743);
INSERT INTO sched_switch VALUES(4915910625000,0,'swapper/0',0,120,'R','sugov:0',400,-1,747);
INSERT INTO sched_switch VALUES(4915910629000,0,'sugov:0',400,-1,'S','swapper/0',0,120,752);
INSERT INTO sched_switch VALUES(4915910761000,2,'swapper/2',0,120,'R','sugov:2',402,-1,760);
INSERT INTO sched_switch VALUES(4915910765000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,764);
INSERT INTO sched_switch VALUES(4915910765000,2,'sugov:2',402,-1,'S','tbench',1202,120,766);
INSERT INTO sched_switch VALUES(4915910767000,3,'swapper/3',0,120,'R','sugov:3',403,-1,770);
INSERT INTO sched_switch VALUES(4915910771000,3,'sugov:3',403,-1,'S','swapper/3',0,120,775);
INSERT INTO sched_switch VALUES(4915911018000,0,'swapper/0',0,120,'R','sugov:0',400,-1,783);
INSERT INTO sched_switch VALUES(4915911022000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,787);
INSERT INTO sched_switch VALUES(4915911022000,0,'sugov:0',400,-1,'S','tbench',1201,120,789);
INSERT INTO sched_switch VALUES(4915911024000,1,'swapper/1',0,120,'R','sugov:1',401,-1,793);
INSERT INTO sched_switch VALUES(4915911028000,1,'sugov:1',401,-1,'S','swapper/1',0,120,798);
INSERT INTO sched_switch VALUES(4915911187000,3,'swapper/3',0,120,'R','sugov:3',403,-1,806);
INSERT INTO sched_switch VALUES(4915911191000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,811);
INSERT INTO sched_switch VALUES(4915911199000,2,'tbench',1202,120,'S','swapper/2',0,120,812);
INSERT INTO sched_switch VALUES(4915911201000,2,'swapper/2',0,120,'R','sugov:2',402,-1,816);
INSERT INTO sched_switch VALUES(4915911205000,2,'sugov:2',402,-1,'S','swapper/2',0,120,821);
INSERT INTO sched_switch VALUES(4915911292000,0,'tbench',1201,120,'S','swapper/0',0,120,826);
INSERT INTO sched_switch VALUES(4915911292000,1,'swapper/1',0,120,'R','sugov:1',401,-1,830);
INSERT INTO sched_switch VALUES(4915911294000,0,'swapper/0',0,120,'R','sugov:0',400,-1,835);
INSERT INTO sched_switch VALUES(4915911296000,1,'sugov:1',401,-1,'S','tbench_srv',1101,120,841);
INSERT INTO sched_switch VALUES(4915911298000,0,'sugov:0',400,-1,'S','swapper/0',0,120,844);
INSERT INTO sched_switch VALUES(4915911628000,2,'swapper/2',0,120,'R','sugov:2',402,-1,852);
INSERT INTO sched_switch VALUES(4915911632000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,856);
INSERT INTO sched_switch VALUES(4915911632000,2,'sugov:2',402,-1,'S','tbench',1202,120,858);
INSERT INTO sched_switch VALUES(4915911634000,3,'swapper/3',0,120,'R','sugov:3',403,-1,862);
INSERT INTO sched_switch VALUES(4915911638000,3,'sugov:3',403,-1,'S','swapper/3',0,120,867);
INSERT INTO sched_switch VALUES(4915911719000,0,'swapper/0',0,120,'R','sugov:0',400,-1,875);
INSERT INTO sched_switch VALUES(4915911722000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,878);
INSERT INTO sched_switch VALUES(4915911723000,0,'sugov:0',400,-1,'S','tbench',1201,120,884);
INSERT INTO sched_switch VALUES(4915911724000,1,'swapper/1',0,120,'R','sugov:1',401,-1,885);
INSERT INTO sched_switch VALUES(4915911728000,1,'sugov:1',401,-1,'S','swapper/1',0,120,890);
INSERT INTO sched_switch VALUES(4915911957000,3,'swapper/3',0,120,'R','sugov:3',403,-1,898);
INSERT INTO sched_switch VALUES(4915911961000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,903);
INSERT INTO sched_switch VALUES(4915911962000,2,'tbench',1202,120,'S','swapper/2',0,120,904);
INSERT INTO sched_switch VALUES(4915911964000,2,'swapper/2',0,120,'R','sugov:2',402,-1,908);
INSERT INTO sched_switch VALUES(4915911968000,2,'sugov:2',402,-1,'S','swapper/2',0,120,913);
INSERT INTO sched_switch VALUES(4915912097000,1,'swapper/1',0,120,'R','sugov:1',401,-1,921);
INSERT INTO sched_switch VALUES(4915912101000,1,'sugov:1',401,-1,'S','tbench_srv',1101,120,926);
INSERT INTO sched_switch VALUES(4915912106000,0,'tbench',1201,120,'S','swapper/0',0,120,927);
INSERT INTO sched_switch VALUES(4915912108000,0,'swapper/0',0,120,'R','sugov:0',400,-1,931);
INSERT INTO sched_switch VALUES(4915912112000,0,'sugov:0',400,-1,'S','swapper/0',0,120,936);
INSERT INTO sched_switch VALUES(4915912227000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,941);
INSERT INTO sched_switch VALUES(4915912235000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,942);
INSERT INTO sched_switch VALUES(4915912395000,2,'swapper/2',0,120,'R','sugov:2',402,-1,950);
INSERT INTO sched_switch VALUES(4915912397000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,952);
INSERT INTO sched_switch VALUES(4915912399000,3,'swapper/3',0,120,'R','sugov:3',403,-1,958);
INSERT INTO sched_switch VALUES(4915912399000,2,'sugov:2',402,-1,'S','tbench',1202,120,960);
INSERT INTO sched_switch VALUES(4915912403000,3,'sugov:3',403,-1,'S','swapper/3',0,120,965);
INSERT INTO sched_switch VALUES(4915912511000,0,'swapper/0',0,120,'R','sugov:0',400,-1,973);
INSERT INTO sched_switch VALUES(4915912515000,0,'sugov:0',400,-1,'S','tbench',1201,120,978);
INSERT INTO sched_switch VALUES(4915912517000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,979);
INSERT INTO sched_switch VALUES(4915912519000,1,'swapper/1',0,120,'R','sugov:1',401,-1,983);
INSERT INTO sched_switch VALUES(4915912523000,1,'sugov:1',401,-1,'S','swapper/1',0,120,988);
INSERT INTO sched_switch VALUES(4915912744000,3,'swapper/3',0,120,'R','sugov:3',403,-1,996);
INSERT INTO sched_switch VALUES(4915912748000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,1001);
INSERT INTO sched_switch VALUES(4915912749000,2,'tbench',1202,120,'S','swapper/2',0,120,1002);
INSERT INTO sched_switch VALUES(4915912751000,2,'swapper/2',0,120,'R','sugov:2',402,-1,1006);
INSERT INTO sched_switch VALUES(4915912755000,2,'sugov:2',402,-1,'S','swapper/2',0,120,1011);
INSERT INTO sched_switch VALUES(4915912913000,1,'swapper/1',0,120,'R','sugov:1',401,-1,1019);
INSERT INTO sched_switch VALUES(4915912917000,1,'sugov:1',401,-1,'S','tbench_srv',1101,120,1024);
INSERT INTO sched_switch VALUES(4915912924000,0,'tbench',1201,120,'S','swapper/0',0,120,1025);
INSERT INTO sched_switch VALUES(4915912926000,0,'swapper/0',0,120,'R','sugov:0',400,-1,1029);
INSERT INTO sched_switch VALUES(4915912930000,0,'sugov:0',400,-1,'S','swapper/0',0,120,1034);
INSERT INTO sched_switch VALUES(4915913028000,3,'tbench_srv',1102,120,'R+','sugov:3',403,-1,1039);
INSERT INTO sched_switch VALUES(4915913032000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,1044);
INSERT INTO sched_switch VALUES(4915913072000,2,'swapper/2',0,120,'R','sugov:2',402,-1,1051);
INSERT INTO sched_switch VALUES(4915913076000,2,'sugov:2',402,-1,'S','tbench',1202,120,1056);
INSERT INTO sched_switch VALUES(4915913083000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1057);
INSERT INTO sched_switch VALUES(4915913253000,0,'swapper/0',0,120,'R','sugov:0',400,-1,1065);
INSERT INTO sched_switch VALUES(4915913257000,0,'sugov:0',400,-1,'S','tbench',1201,120,1070);
INSERT INTO sched_switch VALUES(4915913263000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1071);
INSERT INTO sched_switch VALUES(4915913265000,1,'swapper/1',0,120,'R','sugov:1',401,-1,1075);
INSERT INTO sched_switch VALUES(4915913269000,1,'sugov:1',401,-1,'S','swapper/1',0,120,1080);
INSERT INTO sched_switch VALUES(4915913368000,3,'swapper/3',0,120,'R','sugov:3',403,-1,1088);
INSERT INTO sched_switch VALUES(4915913372000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,1093);
INSERT INTO sched_switch VALUES(4915913373000,2,'tbench',1202,120,'S','swapper/2',0,120,1094);
INSERT INTO sched_switch VALUES(4915913375000,2,'swapper/2',0,120,'R','sugov:2',402,-1,1100);
INSERT INTO sched_switch VALUES(4915913379000,2,'sugov:2',402,-1,'S','tbench',1202,120,1105);
INSERT INTO sched_switch VALUES(4915913388000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1106);
INSERT INTO sched_switch VALUES(4915913578000,3,'swapper/3',0,120,'R','sugov:3',403,-1,1114);
INSERT INTO sched_switch VALUES(4915913580000,2,'tbench',1202,120,'S','swapper/2',0,120,1116);
INSERT INTO sched_switch VALUES(4915913582000,2,'swapper/2',0,120,'R','sugov:2',402,-1,1122);
INSERT INTO sched_switch VALUES(4915913582000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,1124);
INSERT INTO sched_switch VALUES(4915913586000,2,'sugov:2',402,-1,'S','swapper/2',0,120,1129);
INSERT INTO sched_switch VALUES(4915913608000,0,'tbench',1201,120,'S','swapper/0',0,120,1134);
INSERT INTO sched_switch VALUES(4915913609000,1,'swapper/1',0,120,'R','sugov:1',401,-1,1138);
INSERT INTO sched_switch VALUES(4915913610000,0,'swapper/0',0,120,'R','sugov:0',400,-1,1143);
INSERT INTO sched_switch VALUES(4915913613000,1,'sugov:1',401,-1,'S','tbench_srv',1101,120,1149);
INSERT INTO sched_switch VALUES(4915913614000,0,'sugov:0',400,-1,'S','swapper/0',0,120,1152);
INSERT INTO sched_switch VALUES(4915913896000,2,'swapper/2',0,120,'R','sugov:2',402,-1,1160);
INSERT INTO sched_switch VALUES(4915913900000,2,'sugov:2',402,-1,'S','tbench',1202,120,1165);
INSERT INTO sched_switch VALUES(4915913902000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1166);
INSERT INTO sched_switch VALUES(4915913904000,3,'swapper/3',0,120,'R','sugov:3',403,-1,1170);
INSERT INTO sched_switch VALUES(4915913908000,3,'sugov:3',403,-1,'S','swapper/3',0,120,1175);
INSERT INTO sched_switch VALUES(4915913955000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1180);
INSERT INTO sched_switch VALUES(4915913955000,0,'swapper/0',0,120,'R','sugov:0',400,-1,1184);
INSERT INTO sched_switch VALUES(4915913957000,1,'swapper/1',0,120,'R','sugov:1',401,-1,1189);
INSERT INTO sched_switch VALUES(4915913959000,0,'sugov:0',400,-1,'S','tbench',1201,120,1195);
INSERT INTO sched_switch VALUES(4915913961000,1,'sugov:1',401,-1,'S','swapper/1',0,120,1198);
INSERT INTO sched_switch VALUES(4915914093000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1203);
INSERT INTO sched_switch VALUES(4915914099000,2,'tbench',1202,120,'S','swapper/2',0,120,1204);
INSERT INTO sched_switch VALUES(4915914101000,2,'swapper/2',0,120,'R','sugov:2',402,-1,1208);
INSERT INTO sched_switch VALUES(4915914105000,2,'sugov:2',402,-1,'S','swapper/2',0,120,1213);
INSERT INTO sched_switch VALUES(4915914305000,1,'swapper/1',0,120,'R','sugov:1',401,-1,1221);
INSERT INTO sched_switch VALUES(4915914309000,2,'swapper/2',0,120,'R','sugov:2',402,-1,1231);
INSERT INTO sched_switch VALUES(4915914309000,1,'sugov:1',401,-1,'S','tbench_srv',1101,120,1233);
INSERT INTO sched_switch VALUES(4915914310000,0,'tbench',1201,120,'S','swapper/0',0,120,1234);
INSERT INTO sched_switch VALUES(4915914311000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1236);
INSERT INTO sched_switch VALUES(4915914312000,0,'swapper/0',0,120,'R','sugov:0',400,-1,1244);
INSERT INTO sched_switch VALUES(4915914313000,3,'swapper/3',0,120,'R','sugov:3',403,-1,1246);
INSERT INTO sched_switch VALUES(4915914313000,2,'sugov:2',402,-1,'S','tbench',1202,120,1249);
INSERT INTO sched_switch VALUES(4915914316000,0,'sugov:0',400,-1,'S','swapper/0',0,120,1256);
INSERT INTO sched_switch VALUES(4915914317000,3,'sugov:3',403,-1,'S','swapper/3',0,120,1258);
INSERT INTO sched_switch VALUES(4915914498000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1264);
INSERT INTO sched_switch VALUES(4915914510000,2,'tbench',1202,120,'S','swapper/2',0,120,1265);
INSERT INTO sched_switch VALUES(4915914512000,2,'swapper/2',0,120,'R','sugov:2',402,-1,1269);
INSERT INTO sched_switch VALUES(4915914516000,2,'sugov:2',402,-1,'S','swapper/2',0,120,1274);
INSERT INTO sched_switch VALUES(4915914554000,0,'swapper/0',0,120,'R','sugov:0',400,-1,1282);
INSERT INTO sched_switch VALUES(4915914558000,0,'sugov:0',400,-1,'S','tbench',1201,120,1287);
INSERT INTO sched_switch VALUES(4915914564000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1288);
INSERT INTO sched_switch VALUES(4915914566000,1,'swapper/1',0,120,'R','sugov:1',401,-1,1292);
INSERT INTO sched_switch VALUES(4915914570000,1,'sugov:1',401,-1,'S','swapper/1',0,120,1297);
INSERT INTO sched_switch VALUES(4915914785000,2,'swapper/2',0,120,'R','sugov:2',402,-1,1305);
INSERT INTO sched_switch VALUES(4915914789000,2,'sugov:2',402,-1,'S','tbench',1202,120,1310);
INSERT INTO sched_switch VALUES(4915914793000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1311);
INSERT INTO sched_switch VALUES(4915914795000,3,'swapper/3',0,120,'R','sugov:3',403,-1,1315);
INSERT INTO sched_switch VALUES(4915914799000,3,'sugov:3',403,-1,'S','swapper/3',0,120,1320);
INSERT INTO sched_switch VALUES(4915914850000,1,'swapper/1',0,120,'R','sugov:1',401,-1,1328);
INSERT INTO sched_switch VALUES(4915914854000,1,'sugov:1',401,-1,'S','tbench_srv',1101,120,1333);
INSERT INTO sched_switch VALUES(4915914861000,0,'tbench',1201,120,'S','swapper/0',0,120,1334);
INSERT INTO sched_switch VALUES(4915914863000,0,'swapper/0',0,120,'R','sugov:0',400,-1,1338);
INSERT INTO sched_switch VALUES(4915914867000,0,'sugov:0',400,-1,'S','swapper/0',0,120,1343);
INSERT INTO sched_switch VALUES(4915915168000,3,'swapper/3',0,120,'R','sugov:3',403,-1,1351);
INSERT INTO sched_switch VALUES(4915915171000,0,'swapper/0',0,120,'R','sugov:0',400,-1,1360);
INSERT INTO sched_switch VALUES(4915915172000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,1364);
INSERT INTO sched_switch VALUES(4915915175000,0,'sugov:0',400,-1,'S','tbench',1201,120,1368);
INSERT INTO sched_switch VALUES(4915915176000,2,'tbench',1202,120,'S','swapper/2',0,120,1369);
INSERT INTO sched_switch VALUES(4915915178000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1373);
INSERT INTO sched_switch VALUES(4915915178000,2,'swapper/2',0,120,'R','sugov:2',402,-1,1374);
INSERT INTO sched_switch VALUES(4915915180000,1,'swapper/1',0,120,'R','sugov:1',401,-1,1379);
INSERT INTO sched_switch VALUES(4915915182000,2,'sugov:2',402,-1,'S','swapper/2',0,120,1385);
INSERT INTO sched_switch VALUES(4915915184000,1,'sugov:1',401,-1,'S','swapper/1',0,120,1389);
INSERT INTO sched_switch VALUES(4915915590000,0,'tbench',1201,120,'S','swapper/0',0,120,1394);
INSERT INTO sched_switch VALUES(4915915590000,1,'swapper/1',0,120,'R','sugov:1',401,-1,1398);
INSERT INTO sched_switch VALUES(4915915592000,0,'swapper/0',0,120,'R','sugov:0',400,-1,1403);
INSERT INTO sched_switch VALUES(4915915594000,1,'sugov:1',401,-1,'S','tbench_srv',1101,120,1409);
INSERT INTO sched_switch VALUES(4915915596000,0,'sugov:0',400,-1,'S','swapper/0',0,120,1412);
INSERT INTO sched_switch VALUES(4915915603000,2,'swapper/2',0,120,'R','sugov:2',402,-1,1420);
INSERT INTO sched_switch VALUES(4915915606000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1423);
INSERT INTO sched_switch VALUES(4915915607000,2,'sugov:2',402,-1,'S','tbench',1202,120,1429);
INSERT INTO sched_switch VALUES(4915915608000,3,'swapper/3',0,120,'R','sugov:3',403,-1,1430);
INSERT INTO sched_switch VALUES(4915915612000,3,'sugov:3',403,-1,'S','swapper/3',0,120,1435);
INSERT INTO sched_switch VALUES(4915915865000,3,'swapper/3',0,120,'R','sugov:3',403,-1,1443);
INSERT INTO sched_switch VALUES(4915915869000,3,'sugov:3',403,-1,'S','tbench_srv',1102,120,1448);
INSERT INTO sched_switch VALUES(4915915878000,2,'tbench',1202,120,'S','swapper/2',0,120,1449);
INSERT INTO sched_switch VALUES(4915915880000,2,'swapper/2',0,120,'R','sugov:2',402,-1,1453);
INSERT INTO sched_switch VALUES(4915915884000,2,'sugov:2',402,-1,'S','swapper/2',0,120,1458);
INSERT INTO sched_switch VALUES(4915916023000,0,'swapper/0',0,120,'R','sugov:0',400,-1,1466);
INSERT INTO sched_switch VALUES(4915916027000,0,'sugov:0',400,-1,'S','tbench',1201,120,1471);
INSERT INTO sched_switch VALUES(4915916028000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1472);
INSERT INTO sched_switch VALUES(4915916030000,1,'swapper/1',0,120,'R','sugov:1',401,-1,1476);
INSERT INTO sched_switch VALUES(4915916034000,1,'sugov:1',401,-1,'S','swapper/1',0,120,1481);
INSERT INTO sched_switch VALUES(4915916107000,2,'swapper/2',0,120,'R','sugov:2',402,-1,1489);
INSERT INTO sched_switch VALUES(4915916111000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1493);
INSERT INTO sched_switch VALUES(4915916111000,2,'sugov:2',402,-1,'S','tbench',1202,120,1495);
INSERT INTO sched_switch VALUES(4915916113000,3,'swapper/3',0,120,'R','sugov:3',403,-1,1499);
CREATE TABLE sched_waking (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	comm		TEXT,
	pid		INTEGER,
	prio		INTEGER,
	target_cpu	INTEGER,
	waker_pid	INTEGER,
	seq		INTEGER
);
INSERT INTO sched_waking VALUES(4915905055000,0,'sugov:0',400,-1,0,1200,4);
INSERT INTO sched_waking VALUES(4915905074000,1,'sugov:1',401,-1,1,1100,15);
INSERT INTO sched_waking VALUES(4915905111000,3,'sugov:3',403,-1,3,0,33);
INSERT INTO sched_waking VALUES(4915905504000,0,'tbench_srv',1101,120,1,1201,46);
INSERT INTO sched_waking VALUES(4915905507000,2,'tbench_srv',1102,120,3,1202,47);
INSERT INTO sched_waking VALUES(4915905508000,1,'sugov:1',401,-1,1,0,51);
INSERT INTO sched_waking VALUES(4915905510000,3,'sugov:3',403,-1,3,0,58);
INSERT INTO sched_waking VALUES(4915905513000,0,'sugov:0',400,-1,0,0,69);
INSERT INTO sched_waking VALUES(4915905522000,2,'sugov:2',402,-1,2,0,83);
INSERT INTO sched_waking VALUES(4915905768000,1,'tbench',1201,120,0,1101,92);
INSERT INTO sched_waking VALUES(4915905772000,0,'sugov:0',400,-1,0,0,96);
INSERT INTO sched_waking VALUES(4915905781000,1,'sugov:1',401,-1,1,0,106);
INSERT INTO sched_waking VALUES(4915905942000,3,'tbench',1202,120,2,1102,115);
INSERT INTO sched_waking VALUES(4915905945000,2,'sugov:2',402,-1,2,0,119);
INSERT INTO sched_waking VALUES(4915905955000,3,'sugov:3',403,-1,3,0,129);
INSERT INTO sched_waking VALUES(4915906036000,0,'sugov:0',400,-1,0,1201,139);
INSERT INTO sched_waking VALUES(4915906213000,0,'tbench_srv',1101,120,1,1201,147);
INSERT INTO sched_waking VALUES(4915906217000,1,'sugov:1',401,-1,1,0,151);
INSERT INTO sched_waking VALUES(4915906373000,2,'tbench_srv',1102,120,3,1202,161);
INSERT INTO sched_waking VALUES(4915906376000,3,'sugov:3',403,-1,3,0,165);
INSERT INTO sched_waking VALUES(4915906380000,2,'sugov:2',402,-1,2,0,173);
INSERT INTO sched_waking VALUES(4915906523000,1,'tbench',1201,120,0,1101,184);
INSERT INTO sched_waking VALUES(4915906527000,0,'sugov:0',400,-1,0,0,188);
INSERT INTO sched_waking VALUES(4915906530000,1,'sugov:1',401,-1,1,0,195);
INSERT INTO sched_waking VALUES(4915906712000,0,'tbench_srv',1101,120,1,1201,207);
INSERT INTO sched_waking VALUES(4915906811000,3,'tbench',1202,120,2,1102,213);
INSERT INTO sched_waking VALUES(4915906813000,2,'sugov:2',402,-1,2,0,217);
INSERT INTO sched_waking VALUES(4915906824000,3,'sugov:3',403,-1,3,0,227);
INSERT INTO sched_waking VALUES(4915906883000,1,'tbench',1201,120,0,1101,236);
INSERT INTO sched_waking VALUES(4915906885000,0,'sugov:0',400,-1,0,0,240);
INSERT INTO sched_waking VALUES(4915906895000,1,'sugov:1',401,-1,1,0,250);
INSERT INTO sched_waking VALUES(4915907063000,0,'tbench_srv',1101,120,1,1201,259);
INSERT INTO sched_waking VALUES(4915907242000,2,'tbench_srv',1102,120,3,1202,265);
INSERT INTO sched_waking VALUES(4915907244000,3,'sugov:3',403,-1,3,0,269);
INSERT INTO sched_waking VALUES(4915907250000,2,'sugov:2',402,-1,2,0,279);
INSERT INTO sched_waking VALUES(4915907436000,3,'tbench',1202,120,2,1102,288);
INSERT INTO sched_waking VALUES(4915907456000,1,'tbench',1201,120,0,1101,294);
INSERT INTO sched_waking VALUES(4915907459000,0,'sugov:0',400,-1,0,0,298);
INSERT INTO sched_waking VALUES(4915907462000,1,'sugov:1',401,-1,1,0,305);
INSERT INTO sched_waking VALUES(4915907754000,2,'tbench_srv',1102,120,3,1202,317);
INSERT INTO sched_waking VALUES(4915907757000,3,'sugov:3',403,-1,3,0,321);
INSERT INTO sched_waking VALUES(4915907763000,2,'sugov:2',402,-1,2,0,331);
INSERT INTO sched_waking VALUES(4915907801000,0,'tbench_srv',1101,120,1,1201,340);
INSERT INTO sched_waking VALUES(4915907803000,1,'sugov:1',401,-1,1,0,344);
INSERT INTO sched_waking VALUES(4915907817000,0,'sugov:0',400,-1,0,0,354);
INSERT INTO sched_waking VALUES(4915907964000,1,'tbench',1201,120,0,1101,363);
INSERT INTO sched_waking VALUES(4915908098000,3,'tbench',1202,120,2,1102,369);
INSERT INTO sched_waking VALUES(4915908102000,2,'sugov:2',402,-1,2,0,373);
INSERT INTO sched_waking VALUES(4915908111000,3,'sugov:3',403,-1,3,0,383);
INSERT INTO sched_waking VALUES(4915908404000,0,'tbench_srv',1101,120,1,1201,392);
INSERT INTO sched_waking VALUES(4915908406000,1,'sugov:1',401,-1,1,0,396);
INSERT INTO sched_waking VALUES(4915908415000,0,'sugov:0',400,-1,0,0,406);
INSERT INTO sched_waking VALUES(4915908519000,2,'tbench_srv',1102,120,3,1202,415);
INSERT INTO sched_waking VALUES(4915908523000,3,'sugov:3',403,-1,3,0,419);
INSERT INTO sched_waking VALUES(4915908526000,2,'sugov:2',402,-1,2,0,426);
INSERT INTO sched_waking VALUES(4915908746000,3,'tbench',1202,120,2,1102,438);
INSERT INTO sched_waking VALUES(4915908749000,2,'sugov:2',402,-1,2,0,442);
INSERT INTO sched_waking VALUES(4915908751000,1,'tbench',1201,120,0,1101,447);
INSERT INTO sched_waking VALUES(4915908751000,3,'sugov:3',403,-1,3,0,449);
INSERT INTO sched_waking VALUES(4915908753000,0,'sugov:0',400,-1,0,0,457);
INSERT INTO sched_waking VALUES(4915908755000,1,'sugov:1',401,-1,1,0,467);
INSERT INTO sched_waking VALUES(4915909018000,2,'tbench_srv',1102,120,3,1202,484);
INSERT INTO sched_waking VALUES(4915909022000,3,'sugov:3',403,-1,3,0,488);
INSERT INTO sched_waking VALUES(4915909034000,2,'sugov:2',402,-1,2,0,498);
INSERT INTO sched_waking VALUES(4915909094000,0,'tbench_srv',1101,120,1,1201,507);
INSERT INTO sched_waking VALUES(4915909098000,1,'sugov:1',401,-1,1,0,511);
INSERT INTO sched_waking VALUES(4915909110000,0,'sugov:0',400,-1,0,0,521);
INSERT INTO sched_waking VALUES(4915909230000,3,'tbench',1202,120,2,1102,530);
INSERT INTO sched_waking VALUES(4915909246000,3,'sugov:3',403,-1,3,0,536);
INSERT INTO sched_waking VALUES(4915909388000,2,'tbench_srv',1102,120,3,1202,545);
INSERT INTO sched_waking VALUES(4915909400000,2,'sugov:2',402,-1,2,0,551);
INSERT INTO sched_waking VALUES(4915909413000,1,'tbench',1201,120,0,1101,560);
INSERT INTO sched_waking VALUES(4915909415000,0,'sugov:0',400,-1,0,0,564);
INSERT INTO sched_waking VALUES(4915909425000,1,'sugov:1',401,-1,1,0,574);
INSERT INTO sched_waking VALUES(4915909597000,0,'tbench_srv',1101,120,1,1201,583);
INSERT INTO sched_waking VALUES(4915909650000,3,'tbench',1202,120,2,1102,589);
INSERT INTO sched_waking VALUES(4915909652000,2,'sugov:2',402,-1,2,0,593);
INSERT INTO sched_waking VALUES(4915909661000,3,'sugov:3',403,-1,3,0,603);
INSERT INTO sched_waking VALUES(4915909733000,0,'rcu_preempt',15,120,0,0,613);
INSERT INTO sched_waking VALUES(4915909734000,0,'sugov:0',400,-1,0,0,616);
INSERT INTO sched_waking VALUES(4915909898000,2,'tbench_srv',1102,120,3,1202,626);
INSERT INTO sched_waking VALUES(4915909901000,3,'sugov:3',403,-1,3,0,630);
INSERT INTO sched_waking VALUES(4915909906000,2,'sugov:2',402,-1,2,0,640);
INSERT INTO sched_waking VALUES(4915909926000,1,'tbench',1201,120,0,1101,649);
INSERT INTO sched_waking VALUES(4915909940000,1,'sugov:1',401,-1,1,0,655);
INSERT INTO sched_waking VALUES(4915910036000,0,'sugov:0',400,-1,0,1201,665);
INSERT INTO sched_waking VALUES(4915910097000,3,'tbench',1202,120,2,1102,673);
INSERT INTO sched_waking VALUES(4915910104000,3,'sugov:3',403,-1,3,0,679);
INSERT INTO sched_waking VALUES(4915910106000,0,'tbench_srv',1101,120,1,1201,682);
INSERT INTO sched_waking VALUES(4915910409000,1,'tbench',1201,120,0,1101,694);
INSERT INTO sched_waking VALUES(4915910411000,0,'sugov:0',400,-1,0,0,698);
INSERT INTO sched_waking VALUES(4915910459000,2,'tbench_srv',1102,120,3,1202,708);
INSERT INTO sched_waking VALUES(4915910462000,3,'sugov:3',403,-1,3,0,712);
INSERT INTO sched_waking VALUES(4915910475000,2,'sugov:2',402,-1,2,0,722);
INSERT INTO sched_waking VALUES(4915910612000,0,'tbench_srv',1101,120,1,1201,731);
INSERT INTO sched_waking VALUES(4915910616000,1,'sugov:1',401,-1,1,0,735);
INSERT INTO sched_waking VALUES(4915910624000,0,'sugov:0',400,-1,0,0,745);
INSERT INTO sched_waking VALUES(4915910759000,3,'tbench',1202,120,2,1102,754);
INSERT INTO sched_waking VALUES(4915910761000,2,'sugov:2',402,-1,2,0,758);
INSERT INTO sched_waking VALUES(4915910766000,3,'sugov:3',403,-1,3,0,768);
INSERT INTO sched_waking VALUES(4915911016000,1,'tbench',1201,120,0,1101,777);
INSERT INTO sched_waking VALUES(4915911018000,0,'sugov:0',400,-1,0,0,781);
INSERT INTO sched_waking VALUES(4915911023000,1,'sugov:1',401,-1,1,0,791);
INSERT INTO sched_waking VALUES(4915911185000,2,'tbench_srv',1102,120,3,1202,800);
INSERT INTO sched_waking VALUES(4915911187000,3,'sugov:3',403,-1,3,0,804);
INSERT INTO sched_waking VALUES(4915911200000,2,'sugov:2',402,-1,2,0,814);
INSERT INTO sched_waking VALUES(4915911289000,0,'tbench_srv',1101,120,1,1201,823);
INSERT INTO sched_waking VALUES(4915911292000,1,'sugov:1',401,-1,1,0,828);
INSERT INTO sched_waking VALUES(4915911293000,0,'sugov:0',400,-1,0,0,832);
INSERT INTO sched_waking VALUES(4915911626000,3,'tbench',1202,120,2,1102,846);
INSERT INTO sched_waking VALUES(4915911628000,2,'sugov:2',402,-1,2,0,850);
INSERT INTO sched_waking VALUES(4915911633000,3,'sugov:3',403,-1,3,0,860);
INSERT INTO sched_waking VALUES(4915911715000,1,'tbench',1201,120,0,1101,869);
INSERT INTO sched_waking VALUES(4915911719000,0,'sugov:0',400,-1,0,0,873);
INSERT INTO sched_waking VALUES(4915911723000,1,'sugov:1',401,-1,1,0,881);
INSERT INTO sched_waking VALUES(4915911954000,2,'tbench_srv',1102,120,3,1202,892);
INSERT INTO sched_waking VALUES(4915911957000,3,'sugov:3',403,-1,3,0,896);
INSERT INTO sched_waking VALUES(4915911963000,2,'sugov:2',402,-1,2,0,906);
INSERT INTO sched_waking VALUES(4915912094000,0,'tbench_srv',1101,120,1,1201,915);
INSERT INTO sched_waking VALUES(4915912097000,1,'sugov:1',401,-1,1,0,919);
INSERT INTO sched_waking VALUES(4915912107000,0,'sugov:0',400,-1,0,0,929);
INSERT INTO sched_waking VALUES(4915912226000,0,'rcu_preempt',15,120,0,0,939);
INSERT INTO sched_waking VALUES(4915912392000,3,'tbench',1202,120,2,1102,944);
INSERT INTO sched_waking VALUES(4915912395000,2,'sugov:2',402,-1,2,0,948);
INSERT INTO sched_waking VALUES(4915912398000,3,'sugov:3',403,-1,3,0,955);
INSERT INTO sched_waking VALUES(4915912507000,1,'tbench',1201,120,0,1101,967);
INSERT INTO sched_waking VALUES(4915912511000,0,'sugov:0',400,-1,0,0,971);
INSERT INTO sched_waking VALUES(4915912518000,1,'sugov:1',401,-1,1,0,981);
INSERT INTO sched_waking VALUES(4915912740000,2,'tbench_srv',1102,120,3,1202,990);
INSERT INTO sched_waking VALUES(4915912744000,3,'sugov:3',403,-1,3,0,994);
INSERT INTO sched_waking VALUES(4915912750000,2,'sugov:2',402,-1,2,0,1004);
INSERT INTO sched_waking VALUES(4915912910000,0,'tbench_srv',1101,120,1,1201,1013);
INSERT INTO sched_waking VALUES(4915912913000,1,'sugov:1',401,-1,1,0,1017);
INSERT INTO sched_waking VALUES(4915912925000,0,'sugov:0',400,-1,0,0,1027);
INSERT INTO sched_waking VALUES(4915913027000,3,'sugov:3',403,-1,3,1102,1037);
INSERT INTO sched_waking VALUES(4915913069000,3,'tbench',1202,120,2,1102,1045);
INSERT INTO sched_waking VALUES(4915913072000,2,'sugov:2',402,-1,2,0,1049);
INSERT INTO sched_waking VALUES(4915913251000,1,'tbench',1201,120,0,1101,1059);
INSERT INTO sched_waking VALUES(4915913253000,0,'sugov:0',400,-1,0,0,1063);
INSERT INTO sched_waking VALUES(4915913264000,1,'sugov:1',401,-1,1,0,1073);
INSERT INTO sched_waking VALUES(4915913366000,2,'tbench_srv',1102,120,3,1202,1082);
INSERT INTO sched_waking VALUES(4915913368000,3,'sugov:3',403,-1,3,0,1086);
INSERT INTO sched_waking VALUES(4915913373000,3,'tbench',1202,120,2,1102,1095);
INSERT INTO sched_waking VALUES(4915913374000,2,'sugov:2',402,-1,2,0,1097);
INSERT INTO sched_waking VALUES(4915913575000,2,'tbench_srv',1102,120,3,1202,1108);
INSERT INTO sched_waking VALUES(4915913578000,3,'sugov:3',403,-1,3,0,1112);
INSERT INTO sched_waking VALUES(4915913581000,2,'sugov:2',402,-1,2,0,1119);
INSERT INTO sched_waking VALUES(4915913605000,0,'tbench_srv',1101,120,1,1201,1131);
INSERT INTO sched_waking VALUES(4915913609000,1,'sugov:1',401,-1,1,0,1136);
INSERT INTO sched_waking VALUES(4915913609000,0,'sugov:0',400,-1,0,0,1140);
INSERT INTO sched_waking VALUES(4915913893000,3,'tbench',1202,120,2,1102,1154);
INSERT INTO sched_waking VALUES(4915913896000,2,'sugov:2',402,-1,2,0,1158);
INSERT INTO sched_waking VALUES(4915913903000,3,'sugov:3',403,-1,3,0,1168);
INSERT INTO sched_waking VALUES(4915913951000,1,'tbench',1201,120,0,1101,1177);
INSERT INTO sched_waking VALUES(4915913955000,0,'sugov:0',400,-1,0,0,1182);
INSERT INTO sched_waking VALUES(4915913956000,1,'sugov:1',401,-1,1,0,1186);
INSERT INTO sched_waking VALUES(4915914090000,2,'tbench_srv',1102,120,3,1202,1200);
INSERT INTO sched_waking VALUES(4915914100000,2,'sugov:2',402,-1,2,0,1206);
INSERT INTO sched_waking VALUES(4915914303000,0,'tbench_srv',1101,120,1,1201,1215);
INSERT INTO sched_waking VALUES(4915914305000,1,'sugov:1',401,-1,1,0,1219);
INSERT INTO sched_waking VALUES(4915914306000,3,'tbench',1202,120,2,1102,1222);
INSERT INTO sched_waking VALUES(4915914309000,2,'sugov:2',402,-1,2,0,1229);
INSERT INTO sched_waking VALUES(4915914311000,0,'sugov:0',400,-1,0,0,1238);
INSERT INTO sched_waking VALUES(4915914312000,3,'sugov:3',403,-1,3,0,1242);
INSERT INTO sched_waking VALUES(4915914496000,2,'tbench_srv',1102,120,3,1202,1261);
INSERT INTO sched_waking VALUES(4915914511000,2,'sugov:2',402,-1,2,0,1267);
INSERT INTO sched_waking VALUES(4915914551000,1,'tbench',1201,120,0,1101,1276);
INSERT INTO sched_waking VALUES(4915914554000,0,'sugov:0',400,-1,0,0,1280);
INSERT INTO sched_waking VALUES(4915914565000,1,'sugov:1',401,-1,1,0,1290);
INSERT INTO sched_waking VALUES(4915914781000,3,'tbench',1202,120,2,1102,1299);
INSERT INTO sched_waking VALUES(4915914785000,2,'sugov:2',402,-1,2,0,1303);
INSERT INTO sched_waking VALUES(4915914794000,3,'sugov:3',403,-1,3,0,1313);
INSERT INTO sched_waking VALUES(4915914846000,0,'tbench_srv',1101,120,1,1201,1322);
INSERT INTO sched_waking VALUES(4915914850000,1,'sugov:1',401,-1,1,0,1326);
INSERT INTO sched_waking VALUES(4915914862000,0,'sugov:0',400,-1,0,0,1336);
INSERT INTO sched_waking VALUES(4915915165000,2,'tbench_srv',1102,120,3,1202,1345);
INSERT INTO sched_waking VALUES(4915915168000,3,'sugov:3',403,-1,3,0,1349);
INSERT INTO sched_waking VALUES(4915915169000,1,'tbench',1201,120,0,1101,1352);
INSERT INTO sched_waking VALUES(4915915171000,0,'sugov:0',400,-1,0,0,1358);
INSERT INTO sched_waking VALUES(4915915177000,2,'sugov:2',402,-1,2,0,1371);
INSERT INTO sched_waking VALUES(4915915179000,1,'sugov:1',401,-1,1,0,1376);
INSERT INTO sched_waking VALUES(4915915586000,0,'tbench_srv',1101,120,1,1201,1391);
INSERT INTO sched_waking VALUES(4915915590000,1,'sugov:1',401,-1,1,0,1396);
INSERT INTO sched_waking VALUES(4915915591000,0,'sugov:0',400,-1,0,0,1400);
INSERT INTO sched_waking VALUES(4915915600000,3,'tbench',1202,120,2,1102,1414);
INSERT INTO sched_waking VALUES(4915915603000,2,'sugov:2',402,-1,2,0,1418);
INSERT INTO sched_waking VALUES(4915915607000,3,'sugov:3',403,-1,3,0,1426);
INSERT INTO sched_waking VALUES(4915915863000,2,'tbench_srv',1102,120,3,1202,1437);
INSERT INTO sched_waking VALUES(4915915865000,3,'sugov:3',403,-1,3,0,1441);
INSERT INTO sched_waking VALUES(4915915879000,2,'sugov:2',402,-1,2,0,1451);
INSERT INTO sched_waking VALUES(4915916021000,1,'tbench',1201,120,0,1101,1460);
INSERT INTO sched_waking VALUES(4915916023000,0,'sugov:0',400,-1,0,0,1464);
INSERT INTO sched_waking VALUES(4915916029000,1,'sugov:1',401,-1,1,0,1474);
INSERT INTO sched_waking VALUES(4915916104000,3,'tbench',1202,120,2,1102,1483);
INSERT INTO sched_waking VALUES(4915916107000,2,'sugov:2',402,-1,2,0,1487);
INSERT INTO sched_waking VALUES(4915916112000,3,'sugov:3',403,-1,3,0,1497);
CREATE TABLE sched_wakeup (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	comm		TEXT,
	pid		INTEGER,
	prio		INTEGER,
	target_cpu	INTEGER,
	waker_pid	INTEGER,
	seq		INTEGER
);
INSERT INTO sched_wakeup VALUES(4915905055000,0,'sugov:0',400,-1,0,1200,5);
INSERT INTO sched_wakeup VALUES(4915905074000,1,'sugov:1',401,-1,1,1100,16);
INSERT INTO sched_wakeup VALUES(4915905111000,3,'sugov:3',403,-1,3,0,34);
INSERT INTO sched_wakeup VALUES(4915905507000,1,'tbench_srv',1101,120,1,0,49);
INSERT INTO sched_wakeup VALUES(4915905508000,1,'sugov:1',401,-1,1,0,52);
INSERT INTO sched_wakeup VALUES(4915905509000,3,'tbench_srv',1102,120,3,0,55);
INSERT INTO sched_wakeup VALUES(4915905510000,3,'sugov:3',403,-1,3,0,59);
INSERT INTO sched_wakeup VALUES(4915905513000,0,'sugov:0',400,-1,0,0,70);
INSERT INTO sched_wakeup VALUES(4915905522000,2,'sugov:2',402,-1,2,0,84);
INSERT INTO sched_wakeup VALUES(4915905771000,0,'tbench',1201,120,0,0,94);
INSERT INTO sched_wakeup VALUES(4915905772000,0,'sugov:0',400,-1,0,0,97);
INSERT INTO sched_wakeup VALUES(4915905781000,1,'sugov:1',401,-1,1,0,107);
INSERT INTO sched_wakeup VALUES(4915905944000,2,'tbench',1202,120,2,0,117);
INSERT INTO sched_wakeup VALUES(4915905945000,2,'sugov:2',402,-1,2,0,120);
INSERT INTO sched_wakeup VALUES(4915905955000,3,'sugov:3',403,-1,3,0,130);
INSERT INTO sched_wakeup VALUES(4915906036000,0,'sugov:0',400,-1,0,1201,140);
INSERT INTO sched_wakeup VALUES(4915906216000,1,'tbench_srv',1101,120,1,0,149);
INSERT INTO sched_wakeup VALUES(4915906217000,1,'sugov:1',401,-1,1,0,152);
INSERT INTO sched_wakeup VALUES(4915906375000,3,'tbench_srv',1102,120,3,0,163);
INSERT INTO sched_wakeup VALUES(4915906376000,3,'sugov:3',403,-1,3,0,166);
INSERT INTO sched_wakeup VALUES(4915906380000,2,'sugov:2',402,-1,2,0,174);
INSERT INTO sched_wakeup VALUES(4915906526000,0,'tbench',1201,120,0,0,186);
INSERT INTO sched_wakeup VALUES(4915906527000,0,'sugov:0',400,-1,0,0,189);
INSERT INTO sched_wakeup VALUES(4915906530000,1,'sugov:1',401,-1,1,0,196);
INSERT INTO sched_wakeup VALUES(4915906714000,1,'tbench_srv',1101,120,1,0,209);
INSERT INTO sched_wakeup VALUES(4915906812000,2,'tbench',1202,120,2,0,215);
INSERT INTO sched_wakeup VALUES(4915906813000,2,'sugov:2',402,-1,2,0,218);
INSERT INTO sched_wakeup VALUES(4915906824000,3,'sugov:3',403,-1,3,0,228);
INSERT INTO sched_wakeup VALUES(4915906884000,0,'tbench',1201,120,0,0,238);
INSERT INTO sched_wakeup VALUES(4915906885000,0,'sugov:0',400,-1,0,0,241);
INSERT INTO sched_wakeup VALUES(4915906895000,1,'sugov:1',401,-1,1,0,251);
INSERT INTO sched_wakeup VALUES(4915907066000,1,'tbench_srv',1101,120,1,0,261);
INSERT INTO sched_wakeup VALUES(4915907243000,3,'tbench_srv',1102,120,3,0,267);
INSERT INTO sched_wakeup VALUES(4915907244000,3,'sugov:3',403,-1,3,0,270);
INSERT INTO sched_wakeup VALUES(4915907250000,2,'sugov:2',402,-1,2,0,280);
INSERT INTO sched_wakeup VALUES(4915907437000,2,'tbench',1202,120,2,0,290);
INSERT INTO sched_wakeup VALUES(4915907458000,0,'tbench',1201,120,0,0,296);
INSERT INTO sched_wakeup VALUES(4915907459000,0,'sugov:0',400,-1,0,0,299);
INSERT INTO sched_wakeup VALUES(4915907462000,1,'sugov:1',401,-1,1,0,306);
INSERT INTO sched_wakeup VALUES(4915907756000,3,'tbench_srv',1102,120,3,0,319);
INSERT INTO sched_wakeup VALUES(4915907757000,3,'sugov:3',403,-1,3,0,322);
INSERT INTO sched_wakeup VALUES(4915907763000,2,'sugov:2',402,-1,2,0,332);
INSERT INTO sched_wakeup VALUES(4915907802000,1,'tbench_srv',1101,120,1,0,342);
INSERT INTO sched_wakeup VALUES(4915907803000,1,'sugov:1',401,-1,1,0,345);
INSERT INTO sched_wakeup VALUES(4915907817000,0,'sugov:0',400,-1,0,0,355);
INSERT INTO sched_wakeup VALUES(4915907965000,0,'tbench',1201,120,0,0,365);
INSERT INTO sched_wakeup VALUES(4915908101000,2,'tbench',1202,120,2,0,371);
INSERT INTO sched_wakeup VALUES(4915908102000,2,'sugov:2',402,-1,2,0,374);
INSERT INTO sched_wakeup VALUES(4915908111000,3,'sugov:3',403,-1,3,0,384);
INSERT INTO sched_wakeup VALUES(4915908405000,1,'tbench_srv',1101,120,1,0,394);
INSERT INTO sched_wakeup VALUES(4915908406000,1,'sugov:1',401,-1,1,0,397);
INSERT INTO sched_wakeup VALUES(4915908415000,0,'sugov:0',400,-1,0,0,407);
INSERT INTO sched_wakeup VALUES(4915908522000,3,'tbench_srv',1102,120,3,0,417);
INSERT INTO sched_wakeup VALUES(4915908523000,3,'sugov:3',403,-1,3,0,420);
INSERT INTO sched_wakeup VALUES(4915908526000,2,'sugov:2',402,-1,2,0,427);
INSERT INTO sched_wakeup VALUES(4915908748000,2,'tbench',1202,120,2,0,440);
INSERT INTO sched_wakeup VALUES(4915908749000,2,'sugov:2',402,-1,2,0,443);
INSERT INTO sched_wakeup VALUES(4915908751000,3,'sugov:3',403,-1,3,0,450);
INSERT INTO sched_wakeup VALUES(4915908752000,0,'tbench',1201,120,0,0,453);
INSERT INTO sched_wakeup VALUES(4915908753000,0,'sugov:0',400,-1,0,0,458);
INSERT INTO sched_wakeup VALUES(4915908755000,1,'sugov:1',401,-1,1,0,468);
INSERT INTO sched_wakeup VALUES(4915909021000,3,'tbench_srv',1102,120,3,0,486);
INSERT INTO sched_wakeup VALUES(4915909022000,3,'sugov:3',403,-1,3,0,489);
INSERT INTO sched_wakeup VALUES(4915909034000,2,'sugov:2',402,-1,2,0,499);
INSERT INTO sched_wakeup VALUES(4915909097000,1,'tbench_srv',1101,120,1,0,509);
INSERT INTO sched_wakeup VALUES(4915909098000,1,'sugov:1',401,-1,1,0,512);
INSERT INTO sched_wakeup VALUES(4915909110000,0,'sugov:0',400,-1,0,0,522);
INSERT INTO sched_wakeup VALUES(4915909231000,2,'tbench',1202,120,2,0,532);
INSERT INTO sched_wakeup VALUES(4915909246000,3,'sugov:3',403,-1,3,0,537);
INSERT INTO sched_wakeup VALUES(4915909389000,3,'tbench_srv',1102,120,3,0,547);
INSERT INTO sched_wakeup VALUES(4915909400000,2,'sugov:2',402,-1,2,0,552);
INSERT INTO sched_wakeup VALUES(4915909414000,0,'tbench',1201,120,0,0,562);
INSERT INTO sched_wakeup VALUES(4915909415000,0,'sugov:0',400,-1,0,0,565);
INSERT INTO sched_wakeup VALUES(4915909425000,1,'sugov:1',401,-1,1,0,575);
INSERT INTO sched_wakeup VALUES(4915909598000,1,'tbench_srv',1101,120,1,0,585);
INSERT INTO sched_wakeup VALUES(4915909651000,2,'tbench',1202,120,2,0,591);
INSERT INTO sched_wakeup VALUES(4915909652000,2,'sugov:2',402,-1,2,0,594);
INSERT INTO sched_wakeup VALUES(4915909661000,3,'sugov:3',403,-1,3,0,604);
INSERT INTO sched_wakeup VALUES(4915909733000,0,'rcu_preempt',15,120,0,0,614);
INSERT INTO sched_wakeup VALUES(4915909734000,0,'sugov:0',400,-1,0,0,617);
INSERT INTO sched_wakeup VALUES(4915909900000,3,'tbench_srv',1102,120,3,0,628);
INSERT INTO sched_wakeup VALUES(4915909901000,3,'sugov:3',403,-1,3,0,631);
INSERT INTO sched_wakeup VALUES(4915909906000,2,'sugov:2',402,-1,2,0,641);
INSERT INTO sched_wakeup VALUES(4915909928000,0,'tbench',1201,120,0,0,651);
INSERT INTO sched_wakeup VALUES(4915909940000,1,'sugov:1',401,-1,1,0,656);
INSERT INTO sched_wakeup VALUES(4915910036000,0,'sugov:0',400,-1,0,1201,666);
INSERT INTO sched_wakeup VALUES(4915910100000,2,'tbench',1202,120,2,0,675);
INSERT INTO sched_wakeup VALUES(4915910104000,3,'sugov:3',403,-1,3,0,680);
INSERT INTO sched_wakeup VALUES(4915910109000,1,'tbench_srv',1101,120,1,0,687);
INSERT INTO sched_wakeup VALUES(4915910410000,0,'tbench',1201,120,0,0,696);
INSERT INTO sched_wakeup VALUES(4915910411000,0,'sugov:0',400,-1,0,0,699);
INSERT INTO sched_wakeup VALUES(4915910461000,3,'tbench_srv',1102,120,3,0,710);
INSERT INTO sched_wakeup VALUES(4915910462000,3,'sugov:3',403,-1,3,0,713);
INSERT INTO sched_wakeup VALUES(4915910475000,2,'sugov:2',402,-1,2,0,723);
INSERT INTO sched_wakeup VALUES(4915910615000,1,'tbench_srv',1101,120,1,0,733);
INSERT INTO sched_wakeup VALUES(4915910616000,1,'sugov:1',401,-1,1,0,736);
INSERT INTO sched_wakeup VALUES(4915910624000,0,'sugov:0',400,-1,0,0,746);
INSERT INTO sched_wakeup VALUES(4915910760000,2,'tbench',1202,120,2,0,756);
INSERT INTO sched_wakeup VALUES(4915910761000,2,'sugov:2',402,-1,2,0,759);
INSERT INTO sched_wakeup VALUES(4915910766000,3,'sugov:3',403,-1,3,0,769);
INSERT INTO sched_wakeup VALUES(4915911017000,0,'tbench',1201,120,0,0,779);
INSERT INTO sched_wakeup VALUES(4915911018000,0,'sugov:0',400,-1,0,0,782);
INSERT INTO sched_wakeup VALUES(4915911023000,1,'sugov:1',401,-1,1,0,792);
INSERT INTO sched_wakeup VALUES(4915911186000,3,'tbench_srv',1102,120,3,0,802);
INSERT INTO sched_wakeup VALUES(4915911187000,3,'sugov:3',403,-1,3,0,805);
INSERT INTO sched_wakeup VALUES(4915911200000,2,'sugov:2',402,-1,2,0,815);
INSERT INTO sched_wakeup VALUES(4915911291000,1,'tbench_srv',1101,120,1,0,825);
INSERT INTO sched_wakeup VALUES(4915911292000,1,'sugov:1',401,-1,1,0,829);
INSERT INTO sched_wakeup VALUES(4915911293000,0,'sugov:0',400,-1,0,0,833);
INSERT INTO sched_wakeup VALUES(4915911627000,2,'tbench',1202,120,2,0,848);
INSERT INTO sched_wakeup VALUES(4915911628000,2,'sugov:2',402,-1,2,0,851);
INSERT INTO sched_wakeup VALUES(4915911633000,3,'sugov:3',403,-1,3,0,861);
INSERT INTO sched_wakeup VALUES(4915911718000,0,'tbench',1201,120,0,0,871);
INSERT INTO sched_wakeup VALUES(4915911719000,0,'sugov:0',400,-1,0,0,874);
INSERT INTO sched_wakeup VALUES(4915911723000,1,'sugov:1',401,-1,1,0,882);
INSERT INTO sched_wakeup VALUES(4915911956000,3,'tbench_srv',1102,120,3,0,894);
INSERT INTO sched_wakeup VALUES(4915911957000,3,'sugov:3',403,-1,3,0,897);
INSERT INTO sched_wakeup VALUES(4915911963000,2,'sugov:2',402,-1,2,0,907);
INSERT INTO sched_wakeup VALUES(4915912096000,1,'tbench_srv',1101,120,1,0,917);
INSERT INTO sched_wakeup VALUES(4915912097000,1,'sugov:1',401,-1,1,0,920);
INSERT INTO sched_wakeup VALUES(4915912107000,0,'sugov:0',400,-1,0,0,930);
INSERT INTO sched_wakeup VALUES(4915912226000,0,'rcu_preempt',15,120,0,0,940);
INSERT INTO sched_wakeup VALUES(4915912394000,2,'tbench',1202,120,2,0,946);
INSERT INTO sched_wakeup VALUES(4915912395000,2,'sugov:2',402,-1,2,0,949);
INSERT INTO sched_wakeup VALUES(4915912398000,3,'sugov:3',403,-1,3,0,956);
INSERT INTO sched_wakeup VALUES(4915912510000,0,'tbench',1201,120,0,0,969);
INSERT INTO sched_wakeup VALUES(4915912511000,0,'sugov:0',400,-1,0,0,972);
INSERT INTO sched_wakeup VALUES(4915912518000,1,'sugov:1',401,-1,1,0,982);
INSERT INTO sched_wakeup VALUES(4915912743000,3,'tbench_srv',1102,120,3,0,992);
INSERT INTO sched_wakeup VALUES(4915912744000,3,'sugov:3',403,-1,3,0,995);
INSERT INTO sched_wakeup VALUES(4915912750000,2,'sugov:2',402,-1,2,0,1005);
INSERT INTO sched_wakeup VALUES(4915912912000,1,'tbench_srv',1101,120,1,0,1015);
INSERT INTO sched_wakeup VALUES(4915912913000,1,'sugov:1',401,-1,1,0,1018);
INSERT INTO sched_wakeup VALUES(4915912925000,0,'sugov:0',400,-1,0,0,1028);
INSERT INTO sched_wakeup VALUES(4915913027000,3,'sugov:3',403,-1,3,1102,1038);
INSERT INTO sched_wakeup VALUES(4915913071000,2,'tbench',1202,120,2,0,1047);
INSERT INTO sched_wakeup VALUES(4915913072000,2,'sugov:2',402,-1,2,0,1050);
INSERT INTO sched_wakeup VALUES(4915913252000,0,'tbench',1201,120,0,0,1061);
INSERT INTO sched_wakeup VALUES(4915913253000,0,'sugov:0',400,-1,0,0,1064);
INSERT INTO sched_wakeup VALUES(4915913264000,1,'sugov:1',401,-1,1,0,1074);
INSERT INTO sched_wakeup VALUES(4915913367000,3,'tbench_srv',1102,120,3,0,1084);
INSERT INTO sched_wakeup VALUES(4915913368000,3,'sugov:3',403,-1,3,0,1087);
INSERT INTO sched_wakeup VALUES(4915913374000,2,'sugov:2',402,-1,2,0,1098);
INSERT INTO sched_wakeup VALUES(4915913375000,2,'tbench',1202,120,2,0,1099);
INSERT INTO sched_wakeup VALUES(4915913577000,3,'tbench_srv',1102,120,3,0,1110);
INSERT INTO sched_wakeup VALUES(4915913578000,3,'sugov:3',403,-1,3,0,1113);
INSERT INTO sched_wakeup VALUES(4915913581000,2,'sugov:2',402,-1,2,0,1120);
INSERT INTO sched_wakeup VALUES(4915913608000,1,'tbench_srv',1101,120,1,0,1133);
INSERT INTO sched_wakeup VALUES(4915913609000,1,'sugov:1',401,-1,1,0,1137);
INSERT INTO sched_wakeup VALUES(4915913609000,0,'sugov:0',400,-1,0,0,1141);
INSERT INTO sched_wakeup VALUES(4915913895000,2,'tbench',1202,120,2,0,1156);
INSERT INTO sched_wakeup VALUES(4915913896000,2,'sugov:2',402,-1,2,0,1159);
INSERT INTO sched_wakeup VALUES(4915913903000,3,'sugov:3',403,-1,3,0,1169);
INSERT INTO sched_wakeup VALUES(4915913954000,0,'tbench',1201,120,0,0,1179);
INSERT INTO sched_wakeup VALUES(4915913955000,0,'sugov:0',400,-1,0,0,1183);
INSERT INTO sched_wakeup VALUES(4915913956000,1,'sugov:1',401,-1,1,0,1187);
INSERT INTO sched_wakeup VALUES(4915914092000,3,'tbench_srv',1102,120,3,0,1202);
INSERT INTO sched_wakeup VALUES(4915914100000,2,'sugov:2',402,-1,2,0,1207);
INSERT INTO sched_wakeup VALUES(4915914304000,1,'tbench_srv',1101,120,1,0,1217);
INSERT INTO sched_wakeup VALUES(4915914305000,1,'sugov:1',401,-1,1,0,1220);
INSERT INTO sched_wakeup VALUES(4915914308000,2,'tbench',1202,120,2,0,1226);
INSERT INTO sched_wakeup VALUES(4915914309000,2,'sugov:2',402,-1,2,0,1230);
INSERT INTO sched_wakeup VALUES(4915914311000,0,'sugov:0',400,-1,0,0,1239);
INSERT INTO sched_wakeup VALUES(4915914312000,3,'sugov:3',403,-1,3,0,1243);
INSERT INTO sched_wakeup VALUES(4915914497000,3,'tbench_srv',1102,120,3,0,1263);
INSERT INTO sched_wakeup VALUES(4915914511000,2,'sugov:2',402,-1,2,0,1268);
INSERT INTO sched_wakeup VALUES(4915914553000,0,'tbench',1201,120,0,0,1278);
INSERT INTO sched_wakeup VALUES(4915914554000,0,'sugov:0',400,-1,0,0,1281);
INSERT INTO sched_wakeup VALUES(4915914565000,1,'sugov:1',401,-1,1,0,1291);
INSERT INTO sched_wakeup VALUES(4915914784000,2,'tbench',1202,120,2,0,1301);
INSERT INTO sched_wakeup VALUES(4915914785000,2,'sugov:2',402,-1,2,0,1304);
INSERT INTO sched_wakeup VALUES(4915914794000,3,'sugov:3',403,-1,3,0,1314);
INSERT INTO sched_wakeup VALUES(4915914849000,1,'tbench_srv',1101,120,1,0,1324);
INSERT INTO sched_wakeup VALUES(4915914850000,1,'sugov:1',401,-1,1,0,1327);
INSERT INTO sched_wakeup VALUES(4915914862000,0,'sugov:0',400,-1,0,0,1337);
INSERT INTO sched_wakeup VALUES(4915915167000,3,'tbench_srv',1102,120,3,0,1347);
INSERT INTO sched_wakeup VALUES(4915915168000,3,'sugov:3',403,-1,3,0,1350);
INSERT INTO sched_wakeup VALUES(4915915170000,0,'tbench',1201,120,0,0,1355);
INSERT INTO sched_wakeup VALUES(4915915171000,0,'sugov:0',400,-1,0,0,1359);
INSERT INTO sched_wakeup VALUES(4915915177000,2,'sugov:2',402,-1,2,0,1372);
INSERT INTO sched_wakeup VALUES(4915915179000,1,'sugov:1',401,-1,1,0,1377);
INSERT INTO sched_wakeup VALUES(4915915589000,1,'tbench_srv',1101,120,1,0,1393);
INSERT INTO sched_wakeup VALUES(4915915590000,1,'sugov:1',401,-1,1,0,1397);
INSERT INTO sched_wakeup VALUES(4915915591000,0,'sugov:0',400,-1,0,0,1401);
INSERT INTO sched_wakeup VALUES(4915915602000,2,'tbench',1202,120,2,0,1416);
INSERT INTO sched_wakeup VALUES(4915915603000,2,'sugov:2',402,-1,2,0,1419);
INSERT INTO sched_wakeup VALUES(4915915607000,3,'sugov:3',403,-1,3,0,1427);
INSERT INTO sched_wakeup VALUES(4915915864000,3,'tbench_srv',1102,120,3,0,1439);
INSERT INTO sched_wakeup VALUES(4915915865000,3,'sugov:3',403,-1,3,0,1442);
INSERT INTO sched_wakeup VALUES(4915915879000,2,'sugov:2',402,-1,2,0,1452);
INSERT INTO sched_wakeup VALUES(4915916022000,0,'tbench',1201,120,0,0,1462);
INSERT INTO sched_wakeup VALUES(4915916023000,0,'sugov:0',400,-1,0,0,1465);
INSERT INTO sched_wakeup VALUES(4915916029000,1,'sugov:1',401,-1,1,0,1475);
INSERT INTO sched_wakeup VALUES(4915916106000,2,'tbench',1202,120,2,0,1485);
INSERT INTO sched_wakeup VALUES(4915916107000,2,'sugov:2',402,-1,2,0,1488);
INSERT INTO sched_wakeup VALUES(4915916112000,3,'sugov:3',403,-1,3,0,1498);
CREATE TABLE sched_wakeup_new (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	comm		TEXT,
	pid		INTEGER,
	prio		INTEGER,
	target_cpu	INTEGER,
	waker_pid	INTEGER,
	seq		INTEGER
);
INSERT INTO sched_wakeup_new VALUES(4915905054000,0,'tbench',1201,120,0,1200,2);
INSERT INTO sched_wakeup_new VALUES(4915905073000,1,'tbench_srv',1101,120,1,1100,13);
INSERT INTO sched_wakeup_new VALUES(4915905082000,0,'tbench',1202,120,2,1200,24);
INSERT INTO sched_wakeup_new VALUES(4915905096000,1,'tbench_srv',1102,120,3,1100,28);
CREATE TABLE sched_migrate_task (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	comm		TEXT,
	pid		INTEGER,
	prio		INTEGER,
	orig_cpu	INTEGER,
	dest_cpu	INTEGER,
	seq		INTEGER
);
CREATE TABLE sched_process_fork (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	parent_comm	TEXT,
	parent_pid	INTEGER,
	child_comm	TEXT,
	child_pid	INTEGER,
	seq		INTEGER
);
INSERT INTO sched_process_fork VALUES(4915905054000,0,'tbench',1200,'tbench',1201,1);
INSERT INTO sched_process_fork VALUES(4915905073000,1,'tbench_srv',1100,'tbench_srv',1101,12);
INSERT INTO sched_process_fork VALUES(4915905082000,0,'tbench',1200,'tbench',1202,23);
INSERT INTO sched_process_fork VALUES(4915905096000,1,'tbench_srv',1100,'tbench_srv',1102,27);
CREATE TABLE sched_process_exec (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	filename	TEXT,
	pid		INTEGER,
	old_pid		INTEGER,
	seq		INTEGER
);
CREATE TABLE sched_process_exit (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	comm		TEXT,
	pid		INTEGER,
	prio		INTEGER,
	group_dead	INTEGER,
	seq		INTEGER
);
CREATE TABLE cpu_frequency (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	state		INTEGER,
	cpu_id		INTEGER,
	pid		INTEGER,
	seq		INTEGER
);
INSERT INTO cpu_frequency VALUES(4915905059000,0,3525000,0,400,9);
INSERT INTO cpu_frequency VALUES(4915905078000,1,3650000,1,401,20);
INSERT INTO cpu_frequency VALUES(4915905115000,3,2700000,3,403,39);
INSERT INTO cpu_frequency VALUES(4915905511000,1,3500000,1,401,63);
INSERT INTO cpu_frequency VALUES(4915905513000,3,2550000,3,403,71);
INSERT INTO cpu_frequency VALUES(4915905517000,0,3625000,0,400,77);
INSERT INTO cpu_frequency VALUES(4915905526000,2,3875000,2,402,88);
INSERT INTO cpu_frequency VALUES(4915905775000,0,3600000,0,400,101);
INSERT INTO cpu_frequency VALUES(4915905785000,1,3625000,1,401,111);
INSERT INTO cpu_frequency VALUES(4915905948000,2,3700000,2,402,124);
INSERT INTO cpu_frequency VALUES(4915905959000,3,2775000,3,403,134);
INSERT INTO cpu_frequency VALUES(4915906040000,0,3650000,0,400,144);
INSERT INTO cpu_frequency VALUES(4915906220000,1,3375000,1,401,156);
INSERT INTO cpu_frequency VALUES(4915906379000,3,2575000,3,403,171);
INSERT INTO cpu_frequency VALUES(4915906384000,2,3875000,2,402,180);
INSERT INTO cpu_frequency VALUES(4915906530000,0,3550000,0,400,197);
INSERT INTO cpu_frequency VALUES(4915906534000,1,3475000,1,401,203);
INSERT INTO cpu_frequency VALUES(4915906816000,2,3575000,2,402,222);
INSERT INTO cpu_frequency VALUES(4915906828000,3,2800000,3,403,232);
INSERT INTO cpu_frequency VALUES(4915906888000,0,3600000,0,400,245);
INSERT INTO cpu_frequency VALUES(4915906899000,1,3500000,1,401,255);
INSERT INTO cpu_frequency VALUES(4915907247000,3,2625000,3,403,274);
INSERT INTO cpu_frequency VALUES(4915907254000,2,3850000,2,402,284);
INSERT INTO cpu_frequency VALUES(4915907462000,0,3475000,0,400,307);
INSERT INTO cpu_frequency VALUES(4915907466000,1,3575000,1,401,313);
INSERT INTO cpu_frequency VALUES(4915907760000,3,2725000,3,403,326);
INSERT INTO cpu_frequency VALUES(4915907767000,2,3825000,2,402,336);
INSERT INTO cpu_frequency VALUES(4915907806000,1,3400000,1,401,349);
INSERT INTO cpu_frequency VALUES(4915907821000,0,3550000,0,400,359);
INSERT INTO cpu_frequency VALUES(4915908105000,2,3625000,2,402,378);
INSERT INTO cpu_frequency VALUES(4915908115000,3,2875000,3,403,388);
INSERT INTO cpu_frequency VALUES(4915908409000,1,3375000,1,401,401);
INSERT INTO cpu_frequency VALUES(4915908419000,0,3725000,0,400,411);
INSERT INTO cpu_frequency VALUES(4915908526000,3,2650000,3,403,428);
INSERT INTO cpu_frequency VALUES(4915908530000,2,3800000,2,402,434);
INSERT INTO cpu_frequency VALUES(4915908752000,2,3675000,2,402,455);
INSERT INTO cpu_frequency VALUES(4915908755000,3,2800000,3,403,470);
INSERT INTO cpu_frequency VALUES(4915908756000,0,3600000,0,400,472);
INSERT INTO cpu_frequency VALUES(4915908759000,1,3500000,1,401,480);
INSERT INTO cpu_frequency VALUES(4915909025000,3,2750000,3,403,493);
INSERT INTO cpu_frequency VALUES(4915909038000,2,3875000,2,402,503);
INSERT INTO cpu_frequency VALUES(4915909101000,1,3375000,1,401,516);
INSERT INTO cpu_frequency VALUES(4915909114000,0,3725000,0,400,526);
INSERT INTO cpu_frequency VALUES(4915909250000,3,2825000,3,403,541);
INSERT INTO cpu_frequency VALUES(4915909404000,2,3750000,2,402,556);
INSERT INTO cpu_frequency VALUES(4915909418000,0,3600000,0,400,569);
INSERT INTO cpu_frequency VALUES(4915909429000,1,3425000,1,401,579);
INSERT INTO cpu_frequency VALUES(4915909655000,2,3700000,2,402,598);
INSERT INTO cpu_frequency VALUES(4915909665000,3,2900000,3,403,608);
INSERT INTO cpu_frequency VALUES(4915909737000,0,3525000,0,400,621);
INSERT INTO cpu_frequency VALUES(4915909904000,3,2850000,3,403,635);
INSERT INTO cpu_frequency VALUES(4915909910000,2,3725000,2,402,645);
INSERT INTO cpu_frequency VALUES(4915909944000,1,3525000,1,401,660);
INSERT INTO cpu_frequency VALUES(4915910040000,0,3500000,0,400,670);
INSERT INTO cpu_frequency VALUES(4915910108000,3,2950000,3,403,685);
INSERT INTO cpu_frequency VALUES(4915910414000,0,3400000,0,400,703);
INSERT INTO cpu_frequency VALUES(4915910465000,3,2775000,3,403,717);
INSERT INTO cpu_frequency VALUES(4915910479000,2,3775000,2,402,727);
INSERT INTO cpu_frequency VALUES(4915910619000,1,3475000,1,401,740);
INSERT INTO cpu_frequency VALUES(4915910628000,0,3525000,0,400,750);
INSERT INTO cpu_frequency VALUES(4915910764000,2,3675000,2,402,763);
INSERT INTO cpu_frequency VALUES(4915910770000,3,2975000,3,403,773);
INSERT INTO cpu_frequency VALUES(4915911021000,0,3400000,0,400,786);
INSERT INTO cpu_frequency VALUES(4915911027000,1,3675000,1,401,796);
INSERT INTO cpu_frequency VALUES(4915911190000,3,2800000,3,403,809);
INSERT INTO cpu_frequency VALUES(4915911204000,2,3825000,2,402,819);
INSERT INTO cpu_frequency VALUES(4915911295000,1,3575000,1,401,838);
INSERT INTO cpu_frequency VALUES(4915911297000,0,3500000,0,400,842);
INSERT INTO cpu_frequency VALUES(4915911631000,2,3650000,2,402,855);
INSERT INTO cpu_frequency VALUES(4915911637000,3,3025000,3,403,865);
INSERT INTO cpu_frequency VALUES(4915911722000,0,3250000,0,400,879);
INSERT INTO cpu_frequency VALUES(4915911727000,1,3675000,1,401,888);
INSERT INTO cpu_frequency VALUES(4915911960000,3,2925000,3,403,901);
INSERT INTO cpu_frequency VALUES(4915911967000,2,3725000,2,402,911);
INSERT INTO cpu_frequency VALUES(4915912100000,1,3550000,1,401,924);
INSERT INTO cpu_frequency VALUES(4915912111000,0,3400000,0,400,934);
INSERT INTO cpu_frequency VALUES(4915912398000,2,3525000,2,402,957);
INSERT INTO cpu_frequency VALUES(4915912402000,3,3075000,3,403,963);
INSERT INTO cpu_frequency VALUES(4915912514000,0,3275000,0,400,976);
INSERT INTO cpu_frequency VALUES(4915912522000,1,3625000,1,401,986);
INSERT INTO cpu_frequency VALUES(4915912747000,3,3000000,3,403,999);
INSERT INTO cpu_frequency VALUES(4915912754000,2,3675000,2,402,1009);
INSERT INTO cpu_frequency VALUES(4915912916000,1,3550000,1,401,1022);
INSERT INTO cpu_frequency VALUES(4915912929000,0,3500000,0,400,1032);
INSERT INTO cpu_frequency VALUES(4915913031000,3,3100000,3,403,1042);
INSERT INTO cpu_frequency VALUES(4915913075000,2,3600000,2,402,1054);
INSERT INTO cpu_frequency VALUES(4915913256000,0,3350000,0,400,1068);
INSERT INTO cpu_frequency VALUES(4915913268000,1,3625000,1,401,1078);
INSERT INTO cpu_frequency VALUES(4915913371000,3,3025000,3,403,1091);
INSERT INTO cpu_frequency VALUES(4915913378000,2,3675000,2,402,1103);
INSERT INTO cpu_frequency VALUES(4915913581000,3,2950000,3,403,1121);
INSERT INTO cpu_frequency VALUES(4915913585000,2,3800000,2,402,1127);
INSERT INTO cpu_frequency VALUES(4915913612000,1,3500000,1,401,1146);
INSERT INTO cpu_frequency VALUES(4915913613000,0,3475000,0,400,1150);
INSERT INTO cpu_frequency VALUES(4915913899000,2,3575000,2,402,1163);
INSERT INTO cpu_frequency VALUES(4915913907000,3,3150000,3,403,1173);
INSERT INTO cpu_frequency VALUES(4915913958000,0,3375000,0,400,1192);
INSERT INTO cpu_frequency VALUES(4915913960000,1,3600000,1,401,1196);
INSERT INTO cpu_frequency VALUES(4915914104000,2,3725000,2,402,1211);
INSERT INTO cpu_frequency VALUES(4915914308000,1,3475000,1,401,1227);
INSERT INTO cpu_frequency VALUES(4915914312000,2,3625000,2,402,1245);
INSERT INTO cpu_frequency VALUES(4915914315000,0,3450000,0,400,1253);
INSERT INTO cpu_frequency VALUES(4915914316000,3,3100000,3,403,1254);
INSERT INTO cpu_frequency VALUES(4915914515000,2,3675000,2,402,1272);
INSERT INTO cpu_frequency VALUES(4915914557000,0,3350000,0,400,1285);
INSERT INTO cpu_frequency VALUES(4915914569000,1,3600000,1,401,1295);
INSERT INTO cpu_frequency VALUES(4915914788000,2,3550000,2,402,1308);
INSERT INTO cpu_frequency VALUES(4915914798000,3,3225000,3,403,1318);
INSERT INTO cpu_frequency VALUES(4915914853000,1,3475000,1,401,1331);
INSERT INTO cpu_frequency VALUES(4915914866000,0,3500000,0,400,1341);
INSERT INTO cpu_frequency VALUES(4915915171000,3,3050000,3,403,1361);
INSERT INTO cpu_frequency VALUES(4915915174000,0,3375000,0,400,1366);
INSERT INTO cpu_frequency VALUES(4915915181000,2,3725000,2,402,1382);
INSERT INTO cpu_frequency VALUES(4915915183000,1,3575000,1,401,1386);
INSERT INTO cpu_frequency VALUES(4915915593000,1,3375000,1,401,1406);
INSERT INTO cpu_frequency VALUES(4915915595000,0,3550000,0,400,1410);
INSERT INTO cpu_frequency VALUES(4915915606000,2,3575000,2,402,1424);
INSERT INTO cpu_frequency VALUES(4915915611000,3,3200000,3,403,1433);
INSERT INTO cpu_frequency VALUES(4915915868000,3,3075000,3,403,1446);
INSERT INTO cpu_frequency VALUES(4915915883000,2,3625000,2,402,1456);
INSERT INTO cpu_frequency VALUES(4915916026000,0,3300000,0,400,1469);
INSERT INTO cpu_frequency VALUES(4915916033000,1,3550000,1,401,1479);
INSERT INTO cpu_frequency VALUES(4915916110000,2,3525000,2,402,1492);
CREATE TABLE cpu_frequency_limits (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	min_freq	INTEGER,
	max_freq	INTEGER,
	cpu_id		INTEGER,
	pid		INTEGER,
	seq		INTEGER
);
CREATE TABLE cpu_idle (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	state		INTEGER,
	cpu_id		INTEGER,
	seq		INTEGER
);
INSERT INTO cpu_idle VALUES(4915905085000,2,4294967295,2,25);
INSERT INTO cpu_idle VALUES(4915905098000,3,4294967295,3,29);
INSERT INTO cpu_idle VALUES(4915905117000,3,2,3,42);
INSERT INTO cpu_idle VALUES(4915905137000,1,2,1,45);
INSERT INTO cpu_idle VALUES(4915905507000,1,4294967295,1,48);
INSERT INTO cpu_idle VALUES(4915905509000,3,4294967295,3,54);
INSERT INTO cpu_idle VALUES(4915905519000,0,2,0,80);
INSERT INTO cpu_idle VALUES(4915905528000,2,2,2,91);
INSERT INTO cpu_idle VALUES(4915905771000,0,4294967295,0,93);
INSERT INTO cpu_idle VALUES(4915905787000,1,2,1,114);
INSERT INTO cpu_idle VALUES(4915905944000,2,4294967295,2,116);
INSERT INTO cpu_idle VALUES(4915905961000,3,1,3,137);
INSERT INTO cpu_idle VALUES(4915906216000,1,4294967295,1,148);
INSERT INTO cpu_idle VALUES(4915906228000,0,2,0,160);
INSERT INTO cpu_idle VALUES(4915906375000,3,4294967295,3,162);
INSERT INTO cpu_idle VALUES(4915906386000,2,1,2,183);
INSERT INTO cpu_idle VALUES(4915906526000,0,4294967295,0,185);
INSERT INTO cpu_idle VALUES(4915906536000,1,1,1,206);
INSERT INTO cpu_idle VALUES(4915906714000,1,4294967295,1,208);
INSERT INTO cpu_idle VALUES(4915906718000,0,1,0,212);
INSERT INTO cpu_idle VALUES(4915906812000,2,4294967295,2,214);
INSERT INTO cpu_idle VALUES(4915906830000,3,2,3,235);
INSERT INTO cpu_idle VALUES(4915906884000,0,4294967295,0,237);
INSERT INTO cpu_idle VALUES(4915906901000,1,1,1,258);
INSERT INTO cpu_idle VALUES(4915907066000,1,4294967295,1,260);
INSERT INTO cpu_idle VALUES(4915907067000,0,2,0,264);
INSERT INTO cpu_idle VALUES(4915907243000,3,4294967295,3,266);
INSERT INTO cpu_idle VALUES(4915907256000,2,2,2,287);
INSERT INTO cpu_idle VALUES(4915907437000,2,4294967295,2,289);
INSERT INTO cpu_idle VALUES(4915907443000,3,1,3,293);
INSERT INTO cpu_idle VALUES(4915907458000,0,4294967295,0,295);
INSERT INTO cpu_idle VALUES(4915907468000,1,2,1,316);
INSERT INTO cpu_idle VALUES(4915907756000,3,4294967295,3,318);
INSERT INTO cpu_idle VALUES(4915907769000,2,2,2,339);
INSERT INTO cpu_idle VALUES(4915907802000,1,4294967295,1,341);
INSERT INTO cpu_idle VALUES(4915907823000,0,2,0,362);
INSERT INTO cpu_idle VALUES(4915907965000,0,4294967295,0,364);
INSERT INTO cpu_idle VALUES(4915907970000,1,2,1,368);
INSERT INTO cpu_idle VALUES(4915908101000,2,4294967295,2,370);
INSERT INTO cpu_idle VALUES(4915908117000,3,1,3,391);
INSERT INTO cpu_idle VALUES(4915908405000,1,4294967295,1,393);
INSERT INTO cpu_idle VALUES(4915908421000,0,2,0,414);
INSERT INTO cpu_idle VALUES(4915908522000,3,4294967295,3,416);
INSERT INTO cpu_idle VALUES(4915908532000,2,1,2,437);
INSERT INTO cpu_idle VALUES(4915908748000,2,4294967295,2,439);
INSERT INTO cpu_idle VALUES(4915908752000,0,4294967295,0,452);
INSERT INTO cpu_idle VALUES(4915908757000,3,1,3,478);
INSERT INTO cpu_idle VALUES(4915908761000,1,2,1,483);
INSERT INTO cpu_idle VALUES(4915909021000,3,4294967295,3,485);
INSERT INTO cpu_idle VALUES(4915909040000,2,1,2,506);
INSERT INTO cpu_idle VALUES(4915909097000,1,4294967295,1,508);
INSERT INTO cpu_idle VALUES(4915909116000,0,2,0,529);
INSERT INTO cpu_idle VALUES(4915909231000,2,4294967295,2,531);
INSERT INTO cpu_idle VALUES(4915909252000,3,2,3,544);
INSERT INTO cpu_idle VALUES(4915909389000,3,4294967295,3,546);
INSERT INTO cpu_idle VALUES(4915909406000,2,2,2,559);
INSERT INTO cpu_idle VALUES(4915909414000,0,4294967295,0,561);
INSERT INTO cpu_idle VALUES(4915909431000,1,1,1,582);
INSERT INTO cpu_idle VALUES(4915909598000,1,4294967295,1,584);
INSERT INTO cpu_idle VALUES(4915909605000,0,2,0,588);
INSERT INTO cpu_idle VALUES(4915909651000,2,4294967295,2,590);
INSERT INTO cpu_idle VALUES(4915909667000,3,2,3,611);
INSERT INTO cpu_idle VALUES(4915909733000,0,4294967295,0,612);
INSERT INTO cpu_idle VALUES(4915909740000,0,1,0,625);
INSERT INTO cpu_idle VALUES(4915909900000,3,4294967295,3,627);
INSERT INTO cpu_idle VALUES(4915909912000,2,2,2,648);
INSERT INTO cpu_idle VALUES(4915909928000,0,4294967295,0,650);
INSERT INTO cpu_idle VALUES(4915909946000,1,2,1,663);
INSERT INTO cpu_idle VALUES(4915910100000,2,4294967295,2,674);
INSERT INTO cpu_idle VALUES(4915910109000,1,4294967295,1,686);
INSERT INTO cpu_idle VALUES(4915910110000,3,2,3,691);
INSERT INTO cpu_idle VALUES(4915910120000,0,2,0,693);
INSERT INTO cpu_idle VALUES(4915910410000,0,4294967295,0,695);
INSERT INTO cpu_idle VALUES(4915910418000,1,1,1,707);
INSERT INTO cpu_idle VALUES(4915910461000,3,4294967295,3,709);
INSERT INTO cpu_idle VALUES(4915910481000,2,2,2,730);
INSERT INTO cpu_idle VALUES(4915910615000,1,4294967295,1,732);
INSERT INTO cpu_idle VALUES(4915910630000,0,2,0,753);
INSERT INTO cpu_idle VALUES(4915910760000,2,4294967295,2,755);
INSERT INTO cpu_idle VALUES(4915910772000,3,1,3,776);
INSERT INTO cpu_idle VALUES(4915911017000,0,4294967295,0,778);
INSERT INTO cpu_idle VALUES(4915911029000,1,2,1,799);
INSERT INTO cpu_idle VALUES(4915911186000,3,4294967295,3,801);
INSERT INTO cpu_idle VALUES(4915911206000,2,2,2,822);
INSERT INTO cpu_idle VALUES(4915911291000,1,4294967295,1,824);
INSERT INTO cpu_idle VALUES(4915911299000,0,2,0,845);
INSERT INTO cpu_idle VALUES(4915911627000,2,4294967295,2,847);
INSERT INTO cpu_idle VALUES(4915911639000,3,2,3,868);
INSERT INTO cpu_idle VALUES(4915911718000,0,4294967295,0,870);
INSERT INTO cpu_idle VALUES(4915911729000,1,2,1,891);
INSERT INTO cpu_idle VALUES(4915911956000,3,4294967295,3,893);
INSERT INTO cpu_idle VALUES(4915911969000,2,2,2,914);
INSERT INTO cpu_idle VALUES(4915912096000,1,4294967295,1,916);
INSERT INTO cpu_idle VALUES(4915912113000,0,2,0,937);
INSERT INTO cpu_idle VALUES(4915912226000,0,4294967295,0,938);
INSERT INTO cpu_idle VALUES(4915912236000,0,2,0,943);
INSERT INTO cpu_idle VALUES(4915912394000,2,4294967295,2,945);
INSERT INTO cpu_idle VALUES(4915912404000,3,2,3,966);
INSERT INTO cpu_idle VALUES(4915912510000,0,4294967295,0,968);
INSERT INTO cpu_idle VALUES(4915912524000,1,2,1,989);
INSERT INTO cpu_idle VALUES(4915912743000,3,4294967295,3,991);
INSERT INTO cpu_idle VALUES(4915912756000,2,1,2,1012);
INSERT INTO cpu_idle VALUES(4915912912000,1,4294967295,1,1014);
INSERT INTO cpu_idle VALUES(4915912931000,0,2,0,1035);
INSERT INTO cpu_idle VALUES(4915913071000,2,4294967295,2,1046);
INSERT INTO cpu_idle VALUES(4915913084000,3,2,3,1058);
INSERT INTO cpu_idle VALUES(4915913252000,0,4294967295,0,1060);
INSERT INTO cpu_idle VALUES(4915913270000,1,1,1,1081);
INSERT INTO cpu_idle VALUES(4915913367000,3,4294967295,3,1083);
INSERT INTO cpu_idle VALUES(4915913389000,3,2,3,1107);
INSERT INTO cpu_idle VALUES(4915913577000,3,4294967295,3,1109);
INSERT INTO cpu_idle VALUES(4915913587000,2,2,2,1130);
INSERT INTO cpu_idle VALUES(4915913608000,1,4294967295,1,1132);
INSERT INTO cpu_idle VALUES(4915913615000,0,2,0,1153);
INSERT INTO cpu_idle VALUES(4915913895000,2,4294967295,2,1155);
INSERT INTO cpu_idle VALUES(4915913909000,3,2,3,1176);
INSERT INTO cpu_idle VALUES(4915913954000,0,4294967295,0,1178);
INSERT INTO cpu_idle VALUES(4915913962000,1,2,1,1199);
INSERT INTO cpu_idle VALUES(4915914092000,3,4294967295,3,1201);
INSERT INTO cpu_idle VALUES(4915914106000,2,2,2,1214);
INSERT INTO cpu_idle VALUES(4915914304000,1,4294967295,1,1216);
INSERT INTO cpu_idle VALUES(4915914308000,2,4294967295,2,1225);
INSERT INTO cpu_idle VALUES(4915914317000,0,2,0,1259);
INSERT INTO cpu_idle VALUES(4915914318000,3,2,3,1260);
INSERT INTO cpu_idle VALUES(4915914497000,3,4294967295,3,1262);
INSERT INTO cpu_idle VALUES(4915914517000,2,1,2,1275);
INSERT INTO cpu_idle VALUES(4915914553000,0,4294967295,0,1277);
INSERT INTO cpu_idle VALUES(4915914571000,1,2,1,1298);
INSERT INTO cpu_idle VALUES(4915914784000,2,4294967295,2,1300);
INSERT INTO cpu_idle VALUES(4915914800000,3,2,3,1321);
INSERT INTO cpu_idle VALUES(4915914849000,1,4294967295,1,1323);
INSERT INTO cpu_idle VALUES(4915914868000,0,2,0,1344);
INSERT INTO cpu_idle VALUES(4915915167000,3,4294967295,3,1346);
INSERT INTO cpu_idle VALUES(4915915170000,0,4294967295,0,1354);
INSERT INTO cpu_idle VALUES(4915915183000,2,2,2,1387);
INSERT INTO cpu_idle VALUES(4915915185000,1,1,1,1390);
INSERT INTO cpu_idle VALUES(4915915589000,1,4294967295,1,1392);
INSERT INTO cpu_idle VALUES(4915915597000,0,1,0,1413);
INSERT INTO cpu_idle VALUES(4915915602000,2,4294967295,2,1415);
INSERT INTO cpu_idle VALUES(4915915613000,3,2,3,1436);
INSERT INTO cpu_idle VALUES(4915915864000,3,4294967295,3,1438);
INSERT INTO cpu_idle VALUES(4915915885000,2,2,2,1459);
INSERT INTO cpu_idle VALUES(4915916022000,0,4294967295,0,1461);
INSERT INTO cpu_idle VALUES(4915916035000,1,2,1,1482);
INSERT INTO cpu_idle VALUES(4915916106000,2,4294967295,2,1484);
CREATE TABLE amd_pstate_perf (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	min_perf	INTEGER,
	target_perf	INTEGER,
	capacity	INTEGER,
	freq		INTEGER,
	mperf		INTEGER,
	aperf		INTEGER,
	tsc		INTEGER,
	cpu_id		INTEGER,
	changed		INTEGER,
	fast_switch	INTEGER,
	prev		INTEGER,
	value		INTEGER,
	seq		INTEGER
);
INSERT INTO amd_pstate_perf VALUES(4915905058000,0,400,55,141,166,2767866,2655125,2672375,5247000,0,NULL,0,NULL,NULL,8);
INSERT INTO amd_pstate_perf VALUES(4915905077000,1,401,55,146,166,2780338,5234625,5292375,10353750,1,NULL,0,NULL,NULL,19);
INSERT INTO amd_pstate_perf VALUES(4915905114000,3,403,55,108,166,2734638,2721125,2705925,5571500,3,NULL,0,NULL,NULL,37);
INSERT INTO amd_pstate_perf VALUES(4915905510000,1,401,55,140,166,3650000,173250,229950,1190750,1,NULL,0,NULL,NULL,61);
INSERT INTO amd_pstate_perf VALUES(4915905512000,3,403,55,102,166,2700000,16500,16200,1094500,3,NULL,0,NULL,NULL,65);
INSERT INTO amd_pstate_perf VALUES(4915905516000,0,400,55,145,166,3525000,1259500,1614450,1259500,0,NULL,0,NULL,NULL,76);
INSERT INTO amd_pstate_perf VALUES(4915905525000,2,402,55,155,166,2631720,2301750,2202750,3531000,2,NULL,0,NULL,NULL,87);
INSERT INTO amd_pstate_perf VALUES(4915905774000,0,400,55,144,166,3625000,16500,21750,709500,0,NULL,0,NULL,NULL,100);
INSERT INTO amd_pstate_perf VALUES(4915905784000,1,401,55,145,166,3500000,753500,959000,753500,1,NULL,0,NULL,NULL,110);
INSERT INTO amd_pstate_perf VALUES(4915905947000,2,402,55,148,166,3875000,16500,23250,1160500,2,NULL,0,NULL,NULL,123);
INSERT INTO amd_pstate_perf VALUES(4915905958000,3,403,55,111,166,2550000,1226500,1137300,1226500,3,NULL,0,NULL,NULL,133);
INSERT INTO amd_pstate_perf VALUES(4915906039000,0,400,55,146,166,3600000,728750,954000,728750,0,NULL,0,NULL,NULL,143);
INSERT INTO amd_pstate_perf VALUES(4915906219000,1,401,55,135,166,3625000,16500,21750,1196250,1,NULL,0,NULL,NULL,155);
INSERT INTO amd_pstate_perf VALUES(4915906378000,3,403,55,103,166,2775000,16500,16650,1155000,3,NULL,0,NULL,NULL,169);
INSERT INTO amd_pstate_perf VALUES(4915906383000,2,402,55,155,166,3700000,1199000,1613200,1199000,2,NULL,0,NULL,NULL,179);
INSERT INTO amd_pstate_perf VALUES(4915906529000,0,400,55,142,166,3650000,528000,700800,1347500,0,NULL,0,NULL,NULL,193);
INSERT INTO amd_pstate_perf VALUES(4915906533000,1,401,55,139,166,3375000,863500,1059750,863500,1,NULL,0,NULL,NULL,202);
INSERT INTO amd_pstate_perf VALUES(4915906815000,2,402,55,143,166,3875000,16500,23250,1188000,2,NULL,0,NULL,NULL,221);
INSERT INTO amd_pstate_perf VALUES(4915906827000,3,403,55,112,166,2575000,1234750,1156175,1234750,3,NULL,0,NULL,NULL,231);
INSERT INTO amd_pstate_perf VALUES(4915906887000,0,400,55,144,166,3550000,528000,681600,984500,0,NULL,0,NULL,NULL,244);
INSERT INTO amd_pstate_perf VALUES(4915906898000,1,401,55,140,166,3475000,514250,649825,1003750,1,NULL,0,NULL,NULL,254);
INSERT INTO amd_pstate_perf VALUES(4915907246000,3,403,55,105,166,2800000,16500,16800,1152250,3,NULL,0,NULL,NULL,273);
INSERT INTO amd_pstate_perf VALUES(4915907253000,2,402,55,154,166,3575000,1204500,1565850,1204500,2,NULL,0,NULL,NULL,283);
INSERT INTO amd_pstate_perf VALUES(4915907461000,0,400,55,139,166,3600000,503250,658800,1578500,0,NULL,0,NULL,NULL,303);
INSERT INTO amd_pstate_perf VALUES(4915907465000,1,401,55,143,166,3500000,1105500,1407000,1559250,1,NULL,0,NULL,NULL,312);
INSERT INTO amd_pstate_perf VALUES(4915907759000,3,403,55,109,166,2625000,550000,525000,1410750,3,NULL,0,NULL,NULL,325);
INSERT INTO amd_pstate_perf VALUES(4915907766000,2,402,55,153,166,3850000,913000,1278200,1410750,2,NULL,0,NULL,NULL,335);
INSERT INTO amd_pstate_perf VALUES(4915907805000,1,401,55,136,166,3575000,16500,21450,935000,1,NULL,0,NULL,NULL,348);
INSERT INTO amd_pstate_perf VALUES(4915907820000,0,400,55,142,166,3475000,987250,1247525,987250,0,NULL,0,NULL,NULL,358);
INSERT INTO amd_pstate_perf VALUES(4915908104000,2,402,55,145,166,3825000,16500,22950,929500,2,NULL,0,NULL,NULL,377);
INSERT INTO amd_pstate_perf VALUES(4915908114000,3,403,55,115,166,2725000,976250,967375,976250,3,NULL,0,NULL,NULL,387);
INSERT INTO amd_pstate_perf VALUES(4915908408000,1,401,55,135,166,3400000,462000,571200,1658250,1,NULL,0,NULL,NULL,400);
INSERT INTO amd_pstate_perf VALUES(4915908418000,0,400,55,149,166,3550000,1254000,1618800,1644500,0,NULL,0,NULL,NULL,410);
INSERT INTO amd_pstate_perf VALUES(4915908525000,3,403,55,106,166,2875000,16500,17250,1130250,3,NULL,0,NULL,NULL,424);
INSERT INTO amd_pstate_perf VALUES(4915908529000,2,402,55,152,166,3625000,1168750,1540625,1168750,2,NULL,0,NULL,NULL,433);
INSERT INTO amd_pstate_perf VALUES(4915908751000,2,402,55,147,166,3800000,16500,22800,610500,2,NULL,0,NULL,NULL,451);
INSERT INTO amd_pstate_perf VALUES(4915908754000,3,403,55,112,166,2650000,629750,606850,629750,3,NULL,0,NULL,NULL,465);
INSERT INTO amd_pstate_perf VALUES(4915908755000,0,400,55,144,166,3725000,16500,22350,926750,0,NULL,0,NULL,NULL,469);
INSERT INTO amd_pstate_perf VALUES(4915908758000,1,401,55,140,166,3375000,962500,1181250,962500,1,NULL,0,NULL,NULL,479);
INSERT INTO amd_pstate_perf VALUES(4915909024000,3,403,55,110,166,2800000,16500,16800,742500,3,NULL,0,NULL,NULL,492);
INSERT INTO amd_pstate_perf VALUES(4915909037000,2,402,55,155,166,3675000,786500,1051050,786500,2,NULL,0,NULL,NULL,502);
INSERT INTO amd_pstate_perf VALUES(4915909100000,1,401,55,135,166,3500000,16500,21000,940500,1,NULL,0,NULL,NULL,515);
INSERT INTO amd_pstate_perf VALUES(4915909113000,0,400,55,149,166,3600000,984500,1288800,984500,0,NULL,0,NULL,NULL,525);
INSERT INTO amd_pstate_perf VALUES(4915909249000,3,403,55,113,166,2750000,618750,618750,618750,3,NULL,0,NULL,NULL,540);
INSERT INTO amd_pstate_perf VALUES(4915909403000,2,402,55,150,166,3875000,481250,678125,1006500,2,NULL,0,NULL,NULL,555);
INSERT INTO amd_pstate_perf VALUES(4915909417000,0,400,55,144,166,3725000,16500,22350,836000,0,NULL,0,NULL,NULL,568);
INSERT INTO amd_pstate_perf VALUES(4915909428000,1,401,55,137,166,3375000,902000,1107000,902000,1,NULL,0,NULL,NULL,578);
INSERT INTO amd_pstate_perf VALUES(4915909654000,2,402,55,148,166,3750000,16500,22500,690250,2,NULL,0,NULL,NULL,597);
INSERT INTO amd_pstate_perf VALUES(4915909664000,3,403,55,116,166,2825000,764500,785350,1141250,3,NULL,0,NULL,NULL,607);
INSERT INTO amd_pstate_perf VALUES(4915909736000,0,400,55,141,166,3600000,525250,687600,877250,0,NULL,0,NULL,NULL,620);
INSERT INTO amd_pstate_perf VALUES(4915909903000,3,403,55,114,166,2900000,16500,17400,657250,3,NULL,0,NULL,NULL,634);
INSERT INTO amd_pstate_perf VALUES(4915909909000,2,402,55,149,166,3700000,701250,943500,701250,2,NULL,0,NULL,NULL,644);
INSERT INTO amd_pstate_perf VALUES(4915909943000,1,401,55,141,166,3425000,957000,1191900,1416250,1,NULL,0,NULL,NULL,659);
INSERT INTO amd_pstate_perf VALUES(4915910039000,0,400,55,140,166,3525000,316250,405375,833250,0,NULL,0,NULL,NULL,669);
INSERT INTO amd_pstate_perf VALUES(4915910107000,3,403,55,118,166,2850000,561000,581400,561000,3,NULL,0,NULL,NULL,684);
INSERT INTO amd_pstate_perf VALUES(4915910413000,0,400,55,136,166,3500000,231000,294000,1028500,0,NULL,0,NULL,NULL,702);
INSERT INTO amd_pstate_perf VALUES(4915910464000,3,403,55,111,166,2950000,16500,17700,981750,3,NULL,0,NULL,NULL,716);
INSERT INTO amd_pstate_perf VALUES(4915910478000,2,402,55,151,166,3725000,1047750,1419225,1564750,2,NULL,0,NULL,NULL,726);
INSERT INTO amd_pstate_perf VALUES(4915910618000,1,401,55,139,166,3525000,866250,1110375,1856250,1,NULL,0,NULL,NULL,739);
INSERT INTO amd_pstate_perf VALUES(4915910627000,0,400,55,141,166,3400000,588500,727600,588500,0,NULL,0,NULL,NULL,749);
INSERT INTO amd_pstate_perf VALUES(4915910763000,2,402,55,147,166,3775000,16500,22650,783750,2,NULL,0,NULL,NULL,762);
INSERT INTO amd_pstate_perf VALUES(4915910769000,3,403,55,119,166,2775000,838750,846375,838750,3,NULL,0,NULL,NULL,772);
INSERT INTO amd_pstate_perf VALUES(4915911020000,0,400,55,136,166,3525000,16500,21150,1080750,0,NULL,0,NULL,NULL,785);
INSERT INTO amd_pstate_perf VALUES(4915911026000,1,401,55,147,166,3475000,1122000,1417800,1122000,1,NULL,0,NULL,NULL,795);
INSERT INTO amd_pstate_perf VALUES(4915911189000,3,403,55,112,166,2975000,16500,17850,1155000,3,NULL,0,NULL,NULL,808);
INSERT INTO amd_pstate_perf VALUES(4915911203000,2,402,55,153,166,3675000,1210000,1617000,1210000,2,NULL,0,NULL,NULL,818);
INSERT INTO amd_pstate_perf VALUES(4915911294000,1,401,55,143,166,3675000,16500,22050,737000,1,NULL,0,NULL,NULL,836);
INSERT INTO amd_pstate_perf VALUES(4915911296000,0,400,55,140,166,3400000,759000,938400,759000,0,NULL,0,NULL,NULL,839);
INSERT INTO amd_pstate_perf VALUES(4915911630000,2,402,55,146,166,3825000,16500,22950,1174250,2,NULL,0,NULL,NULL,854);
INSERT INTO amd_pstate_perf VALUES(4915911636000,3,403,55,121,166,2800000,1229250,1251600,1229250,3,NULL,0,NULL,NULL,864);
INSERT INTO amd_pstate_perf VALUES(4915911721000,0,400,55,130,166,3500000,16500,21000,1168750,0,NULL,0,NULL,NULL,877);
INSERT INTO amd_pstate_perf VALUES(4915911726000,1,401,55,147,166,3575000,1188000,1544400,1188000,1,NULL,0,NULL,NULL,887);
INSERT INTO amd_pstate_perf VALUES(4915911959000,3,403,55,117,166,3025000,16500,18150,888250,3,NULL,0,NULL,NULL,900);
INSERT INTO amd_pstate_perf VALUES(4915911966000,2,402,55,149,166,3650000,924000,1226400,924000,2,NULL,0,NULL,NULL,910);
INSERT INTO amd_pstate_perf VALUES(4915912099000,1,401,55,142,166,3675000,16500,22050,1025750,1,NULL,0,NULL,NULL,923);
INSERT INTO amd_pstate_perf VALUES(4915912110000,0,400,55,136,166,3250000,1069750,1264250,1069750,0,NULL,0,NULL,NULL,933);
INSERT INTO amd_pstate_perf VALUES(4915912397000,2,402,55,141,166,3725000,16500,22350,1185250,2,NULL,0,NULL,NULL,953);
INSERT INTO amd_pstate_perf VALUES(4915912401000,3,403,55,123,166,2925000,1215500,1292850,1215500,3,NULL,0,NULL,NULL,962);
INSERT INTO amd_pstate_perf VALUES(4915912513000,0,400,55,131,166,3400000,44000,54400,1108250,0,NULL,0,NULL,NULL,975);
INSERT INTO amd_pstate_perf VALUES(4915912521000,1,401,55,145,166,3550000,1160500,1498100,1160500,1,NULL,0,NULL,NULL,985);
INSERT INTO amd_pstate_perf VALUES(4915912746000,3,403,55,120,166,3075000,16500,18450,948750,3,NULL,0,NULL,NULL,998);
INSERT INTO amd_pstate_perf VALUES(4915912753000,2,402,55,147,166,3525000,979000,1254900,979000,2,NULL,0,NULL,NULL,1008);
INSERT INTO amd_pstate_perf VALUES(4915912915000,1,401,55,142,166,3625000,16500,21750,1083500,1,NULL,0,NULL,NULL,1021);
INSERT INTO amd_pstate_perf VALUES(4915912928000,0,400,55,140,166,3275000,1141250,1359125,1141250,0,NULL,0,NULL,NULL,1031);
INSERT INTO amd_pstate_perf VALUES(4915913030000,3,403,55,124,166,3000000,781000,852000,781000,3,NULL,0,NULL,NULL,1041);
INSERT INTO amd_pstate_perf VALUES(4915913074000,2,402,55,144,166,3675000,16500,22050,882750,2,NULL,0,NULL,NULL,1053);
INSERT INTO amd_pstate_perf VALUES(4915913255000,0,400,55,134,166,3500000,16500,21000,899250,0,NULL,0,NULL,NULL,1067);
INSERT INTO amd_pstate_perf VALUES(4915913267000,1,401,55,145,166,3550000,968000,1249600,968000,1,NULL,0,NULL,NULL,1077);
INSERT INTO amd_pstate_perf VALUES(4915913370000,3,403,55,121,166,3100000,156750,176700,935000,3,NULL,0,NULL,NULL,1090);
INSERT INTO amd_pstate_perf VALUES(4915913377000,2,402,55,147,166,3600000,833250,1090800,833250,2,NULL,0,NULL,NULL,1102);
INSERT INTO amd_pstate_perf VALUES(4915913580000,3,403,55,118,166,3025000,60500,66550,577500,3,NULL,0,NULL,NULL,1117);
INSERT INTO amd_pstate_perf VALUES(4915913584000,2,402,55,152,166,3675000,569250,760725,569250,2,NULL,0,NULL,NULL,1126);
INSERT INTO amd_pstate_perf VALUES(4915913611000,1,401,55,140,166,3625000,16500,21750,946000,1,NULL,0,NULL,NULL,1144);
INSERT INTO amd_pstate_perf VALUES(4915913612000,0,400,55,139,166,3350000,981750,1195950,981750,0,NULL,0,NULL,NULL,1147);
INSERT INTO amd_pstate_perf VALUES(4915913898000,2,402,55,143,166,3800000,16500,22800,863500,2,NULL,0,NULL,NULL,1162);
INSERT INTO amd_pstate_perf VALUES(4915913906000,3,403,55,126,166,2950000,896500,961700,896500,3,NULL,0,NULL,NULL,1172);
INSERT INTO amd_pstate_perf VALUES(4915913957000,0,400,55,135,166,3475000,16500,20850,948750,0,NULL,0,NULL,NULL,1190);
INSERT INTO amd_pstate_perf VALUES(4915913959000,1,401,55,144,166,3500000,957000,1218000,957000,1,NULL,0,NULL,NULL,1193);
INSERT INTO amd_pstate_perf VALUES(4915914103000,2,402,55,149,166,3575000,563750,732875,563750,2,NULL,0,NULL,NULL,1210);
INSERT INTO amd_pstate_perf VALUES(4915914307000,1,401,55,139,166,3600000,16500,21600,957000,1,NULL,0,NULL,NULL,1224);
INSERT INTO amd_pstate_perf VALUES(4915914311000,2,402,55,145,166,3725000,16500,22350,572000,2,NULL,0,NULL,NULL,1240);
INSERT INTO amd_pstate_perf VALUES(4915914314000,0,400,55,138,166,3375000,981750,1204875,981750,0,NULL,0,NULL,NULL,1251);
INSERT INTO amd_pstate_perf VALUES(4915914315000,3,403,55,124,166,3150000,621500,711900,1124750,3,NULL,0,NULL,NULL,1252);
INSERT INTO amd_pstate_perf VALUES(4915914514000,2,402,55,147,166,3625000,558250,735875,558250,2,NULL,0,NULL,NULL,1271);
INSERT INTO amd_pstate_perf VALUES(4915914556000,0,400,55,134,166,3450000,16500,20700,665500,0,NULL,0,NULL,NULL,1284);
INSERT INTO amd_pstate_perf VALUES(4915914568000,1,401,55,144,166,3475000,717750,906975,717750,1,NULL,0,NULL,NULL,1294);
INSERT INTO amd_pstate_perf VALUES(4915914787000,2,402,55,142,166,3675000,16500,22050,750750,2,NULL,0,NULL,NULL,1307);
INSERT INTO amd_pstate_perf VALUES(4915914797000,3,403,55,129,166,3100000,833250,939300,1325500,3,NULL,0,NULL,NULL,1317);
INSERT INTO amd_pstate_perf VALUES(4915914852000,1,401,55,139,166,3600000,16500,21600,781000,1,NULL,0,NULL,NULL,1330);
INSERT INTO amd_pstate_perf VALUES(4915914865000,0,400,55,140,166,3350000,849750,1035150,849750,0,NULL,0,NULL,NULL,1340);
INSERT INTO amd_pstate_perf VALUES(4915915170000,3,403,55,122,166,3225000,16500,19350,1025750,3,NULL,0,NULL,NULL,1356);
INSERT INTO amd_pstate_perf VALUES(4915915173000,0,400,55,135,166,3500000,16500,21000,847000,0,NULL,0,NULL,NULL,1365);
INSERT INTO amd_pstate_perf VALUES(4915915180000,2,402,55,149,166,3550000,1080750,1395150,1080750,2,NULL,0,NULL,NULL,1380);
INSERT INTO amd_pstate_perf VALUES(4915915182000,1,401,55,143,166,3475000,907500,1146750,907500,1,NULL,0,NULL,NULL,1383);
INSERT INTO amd_pstate_perf VALUES(4915915592000,1,401,55,135,166,3575000,16500,21450,1127500,1,NULL,0,NULL,NULL,1404);
INSERT INTO amd_pstate_perf VALUES(4915915594000,0,400,55,142,166,3375000,1157750,1420875,1157750,0,NULL,0,NULL,NULL,1407);
INSERT INTO amd_pstate_perf VALUES(4915915605000,2,402,55,143,166,3725000,16500,22350,1168750,2,NULL,0,NULL,NULL,1422);
INSERT INTO amd_pstate_perf VALUES(4915915610000,3,403,55,128,166,3050000,1210000,1342000,1210000,3,NULL,0,NULL,NULL,1432);
INSERT INTO amd_pstate_perf VALUES(4915915867000,3,403,55,123,166,3200000,16500,19200,706750,3,NULL,0,NULL,NULL,1445);
INSERT INTO amd_pstate_perf VALUES(4915915882000,2,402,55,145,166,3575000,761750,990275,761750,2,NULL,0,NULL,NULL,1455);
INSERT INTO amd_pstate_perf VALUES(4915916025000,0,400,55,132,166,3550000,16500,21300,1185250,0,NULL,0,NULL,NULL,1468);
INSERT INTO amd_pstate_perf VALUES(4915916032000,1,401,55,142,166,3375000,1210000,1485000,1210000,1,NULL,0,NULL,NULL,1478);
INSERT INTO amd_pstate_perf VALUES(4915916109000,2,402,55,141,166,3625000,16500,21750,624250,2,NULL,0,NULL,NULL,1491);
CREATE TABLE amd_pstate_epp_perf (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	cpu_id		INTEGER,
	highest_perf	INTEGER,
	epp		INTEGER,
	min_perf	INTEGER,
	max_perf	INTEGER,
	boost		INTEGER,
	changed		INTEGER,
	pid		INTEGER,
	seq		INTEGER
);
CREATE TABLE pstate_sample (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	core_busy	INTEGER,
	scaled_busy	INTEGER,
	"from"		INTEGER,
	"to"		INTEGER,
	mperf		INTEGER,
	aperf		INTEGER,
	tsc		INTEGER,
	freq		INTEGER,
	io_boost	INTEGER,
	pid		INTEGER,
	seq		INTEGER
);
CREATE TABLE workqueue_queue_work (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	workqueue	TEXT,
	req_cpu		INTEGER,
	target_cpu	INTEGER,
	seq		INTEGER
);
CREATE TABLE workqueue_activate_work (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq		INTEGER
);
CREATE TABLE workqueue_execute_start (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq		INTEGER
);
CREATE TABLE workqueue_execute_end (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq		INTEGER
);
CREATE TABLE sched_kthread_work_queue_work (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	worker		INTEGER,
	seq		INTEGER
);
INSERT INTO sched_kthread_work_queue_work VALUES(4915905055000,0,1200,3667190760,'sugov_work',1323436024,3);
INSERT INTO sched_kthread_work_queue_work VALUES(4915905074000,1,1100,4272717495,'sugov_work',2186428038,14);
INSERT INTO sched_kthread_work_queue_work VALUES(4915905111000,3,0,2191149268,'sugov_work',2191394736,32);
INSERT INTO sched_kthread_work_queue_work VALUES(4915905508000,1,0,4272717495,'sugov_work',2186428038,50);
INSERT INTO sched_kthread_work_queue_work VALUES(4915905510000,3,0,2191149268,'sugov_work',2191394736,57);
INSERT INTO sched_kthread_work_queue_work VALUES(4915905513000,0,0,3667190760,'sugov_work',1323436024,68);
INSERT INTO sched_kthread_work_queue_work VALUES(4915905522000,2,0,1996703904,'sugov_work',4002250473,82);
INSERT INTO sched_kthread_work_queue_work VALUES(4915905772000,0,0,3667190760,'sugov_work',1323436024,95);
INSERT INTO sched_kthread_work_queue_work VALUES(4915905781000,1,0,4272717495,'sugov_work',2186428038,105);
INSERT INTO sched_kthread_work_queue_work VALUES(4915905945000,2,0,1996703904,'sugov_work',4002250473,118);
INSERT INTO sched_kthread_work_queue_work VALUES(4915905955000,3,0,2191149268,'sugov_work',2191394736,128);
INSERT INTO sched_kthread_work_queue_work VALUES(4915906036000,0,1201,3667190760,'sugov_work',1323436024,138);
INSERT INTO sched_kthread_work_queue_work VALUES(4915906217000,1,0,4272717495,'sugov_work',2186428038,150);
INSERT INTO sched_kthread_work_queue_work VALUES(4915906376000,3,0,2191149268,'sugov_work',2191394736,164);
INSERT INTO sched_kthread_work_queue_work VALUES(4915906380000,2,0,1996703904,'sugov_work',4002250473,172);
INSERT INTO sched_kthread_work_queue_work VALUES(4915906527000,0,0,3667190760,'sugov_work',1323436024,187);
INSERT INTO sched_kthread_work_queue_work VALUES(4915906530000,1,0,4272717495,'sugov_work',2186428038,194);
INSERT INTO sched_kthread_work_queue_work VALUES(4915906813000,2,0,1996703904,'sugov_work',4002250473,216);
INSERT INTO sched_kthread_work_queue_work VALUES(4915906824000,3,0,2191149268,'sugov_work',2191394736,226);
INSERT INTO sched_kthread_work_queue_work VALUES(4915906885000,0,0,3667190760,'sugov_work',1323436024,239);
INSERT INTO sched_kthread_work_queue_work VALUES(4915906895000,1,0,4272717495,'sugov_work',2186428038,249);
INSERT INTO sched_kthread_work_queue_work VALUES(4915907244000,3,0,2191149268,'sugov_work',2191394736,268);
INSERT INTO sched_kthread_work_queue_work VALUES(4915907250000,2,0,1996703904,'sugov_work',4002250473,278);
INSERT INTO sched_kthread_work_queue_work VALUES(4915907459000,0,0,3667190760,'sugov_work',1323436024,297);
INSERT INTO sched_kthread_work_queue_work VALUES(4915907462000,1,0,4272717495,'sugov_work',2186428038,304);
INSERT INTO sched_kthread_work_queue_work VALUES(4915907757000,3,0,2191149268,'sugov_work',2191394736,320);
INSERT INTO sched_kthread_work_queue_work VALUES(4915907763000,2,0,1996703904,'sugov_work',4002250473,330);
INSERT INTO sched_kthread_work_queue_work VALUES(4915907803000,1,0,4272717495,'sugov_work',2186428038,343);
INSERT INTO sched_kthread_work_queue_work VALUES(4915907817000,0,0,3667190760,'sugov_work',1323436024,353);
INSERT INTO sched_kthread_work_queue_work VALUES(4915908102000,2,0,1996703904,'sugov_work',4002250473,372);
INSERT INTO sched_kthread_work_queue_work VALUES(4915908111000,3,0,2191149268,'sugov_work',2191394736,382);
INSERT INTO sched_kthread_work_queue_work VALUES(4915908406000,1,0,4272717495,'sugov_work',2186428038,395);
INSERT INTO sched_kthread_work_queue_work VALUES(4915908415000,0,0,3667190760,'sugov_work',1323436024,405);
INSERT INTO sched_kthread_work_queue_work VALUES(4915908523000,3,0,2191149268,'sugov_work',2191394736,418);
INSERT INTO sched_kthread_work_queue_work VALUES(4915908526000,2,0,1996703904,'sugov_work',4002250473,425);
INSERT INTO sched_kthread_work_queue_work VALUES(4915908749000,2,0,1996703904,'sugov_work',4002250473,441);
INSERT INTO sched_kthread_work_queue_work VALUES(4915908751000,3,0,2191149268,'sugov_work',2191394736,448);
INSERT INTO sched_kthread_work_queue_work VALUES(4915908753000,0,0,3667190760,'sugov_work',1323436024,456);
INSERT INTO sched_kthread_work_queue_work VALUES(4915908755000,1,0,4272717495,'sugov_work',2186428038,466);
INSERT INTO sched_kthread_work_queue_work VALUES(4915909022000,3,0,2191149268,'sugov_work',2191394736,487);
INSERT INTO sched_kthread_work_queue_work VALUES(4915909034000,2,0,1996703904,'sugov_work',4002250473,497);
INSERT INTO sched_kthread_work_queue_work VALUES(4915909098000,1,0,4272717495,'sugov_work',2186428038,510);
INSERT INTO sched_kthread_work_queue_work VALUES(4915909110000,0,0,3667190760,'sugov_work',1323436024,520);
INSERT INTO sched_kthread_work_queue_work VALUES(4915909246000,3,0,2191149268,'sugov_work',2191394736,535);
INSERT INTO sched_kthread_work_queue_work VALUES(4915909400000,2,0,1996703904,'sugov_work',4002250473,550);
INSERT INTO sched_kthread_work_queue_work VALUES(4915909415000,0,0,3667190760,'sugov_work',1323436024,563);
INSERT INTO sched_kthread_work_queue_work VALUES(4915909425000,1,0,4272717495,'sugov_work',2186428038,573);
INSERT INTO sched_kthread_work_queue_work VALUES(4915909652000,2,0,1996703904,'sugov_work',4002250473,592);
INSERT INTO sched_kthread_work_queue_work VALUES(4915909661000,3,0,2191149268,'sugov_work',2191394736,602);
INSERT INTO sched_kthread_work_queue_work VALUES(4915909734000,0,0,3667190760,'sugov_work',1323436024,615);
INSERT INTO sched_kthread_work_queue_work VALUES(4915909901000,3,0,2191149268,'sugov_work',2191394736,629);
INSERT INTO sched_kthread_work_queue_work VALUES(4915909906000,2,0,1996703904,'sugov_work',4002250473,639);
INSERT INTO sched_kthread_work_queue_work VALUES(4915909940000,1,0,4272717495,'sugov_work',2186428038,654);
INSERT INTO sched_kthread_work_queue_work VALUES(4915910036000,0,1201,3667190760,'sugov_work',1323436024,664);
INSERT INTO sched_kthread_work_queue_work VALUES(4915910104000,3,0,2191149268,'sugov_work',2191394736,678);
INSERT INTO sched_kthread_work_queue_work VALUES(4915910411000,0,0,3667190760,'sugov_work',1323436024,697);
INSERT INTO sched_kthread_work_queue_work VALUES(4915910462000,3,0,2191149268,'sugov_work',2191394736,711);
INSERT INTO sched_kthread_work_queue_work VALUES(4915910475000,2,0,1996703904,'sugov_work',4002250473,721);
INSERT INTO sched_kthread_work_queue_work VALUES(4915910616000,1,0,4272717495,'sugov_work',2186428038,734);
INSERT INTO sched_kthread_work_queue_work VALUES(4915910624000,0,0,3667190760,'sugov_work',1323436024,744);
INSERT INTO sched_kthread_work_queue_work VALUES(4915910761000,2,0,1996703904,'sugov_work',4002250473,757);
INSERT INTO sched_kthread_work_queue_work VALUES(4915910766000,3,0,2191149268,'sugov_work',2191394736,767);
INSERT INTO sched_kthread_work_queue_work VALUES(4915911018000,0,0,3667190760,'sugov_work',1323436024,780);
INSERT INTO sched_kthread_work_queue_work VALUES(4915911023000,1,0,4272717495,'sugov_work',2186428038,790);
INSERT INTO sched_kthread_work_queue_work VALUES(4915911187000,3,0,2191149268,'sugov_work',2191394736,803);
INSERT INTO sched_kthread_work_queue_work VALUES(4915911200000,2,0,1996703904,'sugov_work',4002250473,813);
INSERT INTO sched_kthread_work_queue_work VALUES(4915911292000,1,0,4272717495,'sugov_work',2186428038,827);
INSERT INTO sched_kthread_work_queue_work VALUES(4915911293000,0,0,3667190760,'sugov_work',1323436024,831);
INSERT INTO sched_kthread_work_queue_work VALUES(4915911628000,2,0,1996703904,'sugov_work',4002250473,849);
INSERT INTO sched_kthread_work_queue_work VALUES(4915911633000,3,0,2191149268,'sugov_work',2191394736,859);
INSERT INTO sched_kthread_work_queue_work VALUES(4915911719000,0,0,3667190760,'sugov_work',1323436024,872);
INSERT INTO sched_kthread_work_queue_work VALUES(4915911723000,1,0,4272717495,'sugov_work',2186428038,880);
INSERT INTO sched_kthread_work_queue_work VALUES(4915911957000,3,0,2191149268,'sugov_work',2191394736,895);
INSERT INTO sched_kthread_work_queue_work VALUES(4915911963000,2,0,1996703904,'sugov_work',4002250473,905);
INSERT INTO sched_kthread_work_queue_work VALUES(4915912097000,1,0,4272717495,'sugov_work',2186428038,918);
INSERT INTO sched_kthread_work_queue_work VALUES(4915912107000,0,0,3667190760,'sugov_work',1323436024,928);
INSERT INTO sched_kthread_work_queue_work VALUES(4915912395000,2,0,1996703904,'sugov_work',4002250473,947);
INSERT INTO sched_kthread_work_queue_work VALUES(4915912398000,3,0,2191149268,'sugov_work',2191394736,954);
INSERT INTO sched_kthread_work_queue_work VALUES(4915912511000,0,0,3667190760,'sugov_work',1323436024,970);
INSERT INTO sched_kthread_work_queue_work VALUES(4915912518000,1,0,4272717495,'sugov_work',2186428038,980);
INSERT INTO sched_kthread_work_queue_work VALUES(4915912744000,3,0,2191149268,'sugov_work',2191394736,993);
INSERT INTO sched_kthread_work_queue_work VALUES(4915912750000,2,0,1996703904,'sugov_work',4002250473,1003);
INSERT INTO sched_kthread_work_queue_work VALUES(4915912913000,1,0,4272717495,'sugov_work',2186428038,1016);
INSERT INTO sched_kthread_work_queue_work VALUES(4915912925000,0,0,3667190760,'sugov_work',1323436024,1026);
INSERT INTO sched_kthread_work_queue_work VALUES(4915913027000,3,1102,2191149268,'sugov_work',2191394736,1036);
INSERT INTO sched_kthread_work_queue_work VALUES(4915913072000,2,0,1996703904,'sugov_work',4002250473,1048);
INSERT INTO sched_kthread_work_queue_work VALUES(4915913253000,0,0,3667190760,'sugov_work',1323436024,1062);
INSERT INTO sched_kthread_work_queue_work VALUES(4915913264000,1,0,4272717495,'sugov_work',2186428038,1072);
INSERT INTO sched_kthread_work_queue_work VALUES(4915913368000,3,0,2191149268,'sugov_work',2191394736,1085);
INSERT INTO sched_kthread_work_queue_work VALUES(4915913374000,2,0,1996703904,'sugov_work',4002250473,1096);
INSERT INTO sched_kthread_work_queue_work VALUES(4915913578000,3,0,2191149268,'sugov_work',2191394736,1111);
INSERT INTO sched_kthread_work_queue_work VALUES(4915913581000,2,0,1996703904,'sugov_work',4002250473,1118);
INSERT INTO sched_kthread_work_queue_work VALUES(4915913609000,1,0,4272717495,'sugov_work',2186428038,1135);
INSERT INTO sched_kthread_work_queue_work VALUES(4915913609000,0,0,3667190760,'sugov_work',1323436024,1139);
INSERT INTO sched_kthread_work_queue_work VALUES(4915913896000,2,0,1996703904,'sugov_work',4002250473,1157);
INSERT INTO sched_kthread_work_queue_work VALUES(4915913903000,3,0,2191149268,'sugov_work',2191394736,1167);
INSERT INTO sched_kthread_work_queue_work VALUES(4915913955000,0,0,3667190760,'sugov_work',1323436024,1181);
INSERT INTO sched_kthread_work_queue_work VALUES(4915913956000,1,0,4272717495,'sugov_work',2186428038,1185);
INSERT INTO sched_kthread_work_queue_work VALUES(4915914100000,2,0,1996703904,'sugov_work',4002250473,1205);
INSERT INTO sched_kthread_work_queue_work VALUES(4915914305000,1,0,4272717495,'sugov_work',2186428038,1218);
INSERT INTO sched_kthread_work_queue_work VALUES(4915914309000,2,0,1996703904,'sugov_work',4002250473,1228);
INSERT INTO sched_kthread_work_queue_work VALUES(4915914311000,0,0,3667190760,'sugov_work',1323436024,1237);
INSERT INTO sched_kthread_work_queue_work VALUES(4915914312000,3,0,2191149268,'sugov_work',2191394736,1241);
INSERT INTO sched_kthread_work_queue_work VALUES(4915914511000,2,0,1996703904,'sugov_work',4002250473,1266);
INSERT INTO sched_kthread_work_queue_work VALUES(4915914554000,0,0,3667190760,'sugov_work',1323436024,1279);
INSERT INTO sched_kthread_work_queue_work VALUES(4915914565000,1,0,4272717495,'sugov_work',2186428038,1289);
INSERT INTO sched_kthread_work_queue_work VALUES(4915914785000,2,0,1996703904,'sugov_work',4002250473,1302);
INSERT INTO sched_kthread_work_queue_work VALUES(4915914794000,3,0,2191149268,'sugov_work',2191394736,1312);
INSERT INTO sched_kthread_work_queue_work VALUES(4915914850000,1,0,4272717495,'sugov_work',2186428038,1325);
INSERT INTO sched_kthread_work_queue_work VALUES(4915914862000,0,0,3667190760,'sugov_work',1323436024,1335);
INSERT INTO sched_kthread_work_queue_work VALUES(4915915168000,3,0,2191149268,'sugov_work',2191394736,1348);
INSERT INTO sched_kthread_work_queue_work VALUES(4915915171000,0,0,3667190760,'sugov_work',1323436024,1357);
INSERT INTO sched_kthread_work_queue_work VALUES(4915915177000,2,0,1996703904,'sugov_work',4002250473,1370);
INSERT INTO sched_kthread_work_queue_work VALUES(4915915179000,1,0,4272717495,'sugov_work',2186428038,1375);
INSERT INTO sched_kthread_work_queue_work VALUES(4915915590000,1,0,4272717495,'sugov_work',2186428038,1395);
INSERT INTO sched_kthread_work_queue_work VALUES(4915915591000,0,0,3667190760,'sugov_work',1323436024,1399);
INSERT INTO sched_kthread_work_queue_work VALUES(4915915603000,2,0,1996703904,'sugov_work',4002250473,1417);
INSERT INTO sched_kthread_work_queue_work VALUES(4915915607000,3,0,2191149268,'sugov_work',2191394736,1425);
INSERT INTO sched_kthread_work_queue_work VALUES(4915915865000,3,0,2191149268,'sugov_work',2191394736,1440);
INSERT INTO sched_kthread_work_queue_work VALUES(4915915879000,2,0,1996703904,'sugov_work',4002250473,1450);
INSERT INTO sched_kthread_work_queue_work VALUES(4915916023000,0,0,3667190760,'sugov_work',1323436024,1463);
INSERT INTO sched_kthread_work_queue_work VALUES(4915916029000,1,0,4272717495,'sugov_work',2186428038,1473);
INSERT INTO sched_kthread_work_queue_work VALUES(4915916107000,2,0,1996703904,'sugov_work',4002250473,1486);
INSERT INTO sched_kthread_work_queue_work VALUES(4915916112000,3,0,2191149268,'sugov_work',2191394736,1496);
CREATE TABLE sched_kthread_work_execute_start (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq		INTEGER
);
INSERT INTO sched_kthread_work_execute_start VALUES(4915905057000,0,400,3667190760,'sugov_work',7);
INSERT INTO sched_kthread_work_execute_start VALUES(4915905076000,1,401,4272717495,'sugov_work',18);
INSERT INTO sched_kthread_work_execute_start VALUES(4915905113000,3,403,2191149268,'sugov_work',36);
INSERT INTO sched_kthread_work_execute_start VALUES(4915905509000,1,401,4272717495,'sugov_work',56);
INSERT INTO sched_kthread_work_execute_start VALUES(4915905511000,3,403,2191149268,'sugov_work',62);
INSERT INTO sched_kthread_work_execute_start VALUES(4915905515000,0,400,3667190760,'sugov_work',75);
INSERT INTO sched_kthread_work_execute_start VALUES(4915905524000,2,402,1996703904,'sugov_work',86);
INSERT INTO sched_kthread_work_execute_start VALUES(4915905773000,0,400,3667190760,'sugov_work',99);
INSERT INTO sched_kthread_work_execute_start VALUES(4915905783000,1,401,4272717495,'sugov_work',109);
INSERT INTO sched_kthread_work_execute_start VALUES(4915905946000,2,402,1996703904,'sugov_work',122);
INSERT INTO sched_kthread_work_execute_start VALUES(4915905957000,3,403,2191149268,'sugov_work',132);
INSERT INTO sched_kthread_work_execute_start VALUES(4915906038000,0,400,3667190760,'sugov_work',142);
INSERT INTO sched_kthread_work_execute_start VALUES(4915906218000,1,401,4272717495,'sugov_work',154);
INSERT INTO sched_kthread_work_execute_start VALUES(4915906377000,3,403,2191149268,'sugov_work',168);
INSERT INTO sched_kthread_work_execute_start VALUES(4915906382000,2,402,1996703904,'sugov_work',178);
INSERT INTO sched_kthread_work_execute_start VALUES(4915906528000,0,400,3667190760,'sugov_work',191);
INSERT INTO sched_kthread_work_execute_start VALUES(4915906532000,1,401,4272717495,'sugov_work',201);
INSERT INTO sched_kthread_work_execute_start VALUES(4915906814000,2,402,1996703904,'sugov_work',220);
INSERT INTO sched_kthread_work_execute_start VALUES(4915906826000,3,403,2191149268,'sugov_work',230);
INSERT INTO sched_kthread_work_execute_start VALUES(4915906886000,0,400,3667190760,'sugov_work',243);
INSERT INTO sched_kthread_work_execute_start VALUES(4915906897000,1,401,4272717495,'sugov_work',253);
INSERT INTO sched_kthread_work_execute_start VALUES(4915907245000,3,403,2191149268,'sugov_work',272);
INSERT INTO sched_kthread_work_execute_start VALUES(4915907252000,2,402,1996703904,'sugov_work',282);
INSERT INTO sched_kthread_work_execute_start VALUES(4915907460000,0,400,3667190760,'sugov_work',301);
INSERT INTO sched_kthread_work_execute_start VALUES(4915907464000,1,401,4272717495,'sugov_work',311);
INSERT INTO sched_kthread_work_execute_start VALUES(4915907758000,3,403,2191149268,'sugov_work',324);
INSERT INTO sched_kthread_work_execute_start VALUES(4915907765000,2,402,1996703904,'sugov_work',334);
INSERT INTO sched_kthread_work_execute_start VALUES(4915907804000,1,401,4272717495,'sugov_work',347);
INSERT INTO sched_kthread_work_execute_start VALUES(4915907819000,0,400,3667190760,'sugov_work',357);
INSERT INTO sched_kthread_work_execute_start VALUES(4915908103000,2,402,1996703904,'sugov_work',376);
INSERT INTO sched_kthread_work_execute_start VALUES(4915908113000,3,403,2191149268,'sugov_work',386);
INSERT INTO sched_kthread_work_execute_start VALUES(4915908407000,1,401,4272717495,'sugov_work',399);
INSERT INTO sched_kthread_work_execute_start VALUES(4915908417000,0,400,3667190760,'sugov_work',409);
INSERT INTO sched_kthread_work_execute_start VALUES(4915908524000,3,403,2191149268,'sugov_work',422);
INSERT INTO sched_kthread_work_execute_start VALUES(4915908528000,2,402,1996703904,'sugov_work',432);
INSERT INTO sched_kthread_work_execute_start VALUES(4915908750000,2,402,1996703904,'sugov_work',446);
INSERT INTO sched_kthread_work_execute_start VALUES(4915908753000,3,403,2191149268,'sugov_work',460);
INSERT INTO sched_kthread_work_execute_start VALUES(4915908754000,0,400,3667190760,'sugov_work',464);
INSERT INTO sched_kthread_work_execute_start VALUES(4915908757000,1,401,4272717495,'sugov_work',475);
INSERT INTO sched_kthread_work_execute_start VALUES(4915909023000,3,403,2191149268,'sugov_work',491);
INSERT INTO sched_kthread_work_execute_start VALUES(4915909036000,2,402,1996703904,'sugov_work',501);
INSERT INTO sched_kthread_work_execute_start VALUES(4915909099000,1,401,4272717495,'sugov_work',514);
INSERT INTO sched_kthread_work_execute_start VALUES(4915909112000,0,400,3667190760,'sugov_work',524);
INSERT INTO sched_kthread_work_execute_start VALUES(4915909248000,3,403,2191149268,'sugov_work',539);
INSERT INTO sched_kthread_work_execute_start VALUES(4915909402000,2,402,1996703904,'sugov_work',554);
INSERT INTO sched_kthread_work_execute_start VALUES(4915909416000,0,400,3667190760,'sugov_work',567);
INSERT INTO sched_kthread_work_execute_start VALUES(4915909427000,1,401,4272717495,'sugov_work',577);
INSERT INTO sched_kthread_work_execute_start VALUES(4915909653000,2,402,1996703904,'sugov_work',596);
INSERT INTO sched_kthread_work_execute_start VALUES(4915909663000,3,403,2191149268,'sugov_work',606);
INSERT INTO sched_kthread_work_execute_start VALUES(4915909735000,0,400,3667190760,'sugov_work',619);
INSERT INTO sched_kthread_work_execute_start VALUES(4915909902000,3,403,2191149268,'sugov_work',633);
INSERT INTO sched_kthread_work_execute_start VALUES(4915909908000,2,402,1996703904,'sugov_work',643);
INSERT INTO sched_kthread_work_execute_start VALUES(4915909942000,1,401,4272717495,'sugov_work',658);
INSERT INTO sched_kthread_work_execute_start VALUES(4915910038000,0,400,3667190760,'sugov_work',668);
INSERT INTO sched_kthread_work_execute_start VALUES(4915910106000,3,403,2191149268,'sugov_work',683);
INSERT INTO sched_kthread_work_execute_start VALUES(4915910412000,0,400,3667190760,'sugov_work',701);
INSERT INTO sched_kthread_work_execute_start VALUES(4915910463000,3,403,2191149268,'sugov_work',715);
INSERT INTO sched_kthread_work_execute_start VALUES(4915910477000,2,402,1996703904,'sugov_work',725);
INSERT INTO sched_kthread_work_execute_start VALUES(4915910617000,1,401,4272717495,'sugov_work',738);
INSERT INTO sched_kthread_work_execute_start VALUES(4915910626000,0,400,3667190760,'sugov_work',748);
INSERT INTO sched_kthread_work_execute_start VALUES(4915910762000,2,402,1996703904,'sugov_work',761);
INSERT INTO sched_kthread_work_execute_start VALUES(4915910768000,3,403,2191149268,'sugov_work',771);
INSERT INTO sched_kthread_work_execute_start VALUES(4915911019000,0,400,3667190760,'sugov_work',784);
INSERT INTO sched_kthread_work_execute_start VALUES(4915911025000,1,401,4272717495,'sugov_work',794);
INSERT INTO sched_kthread_work_execute_start VALUES(4915911188000,3,403,2191149268,'sugov_work',807);
INSERT INTO sched_kthread_work_execute_start VALUES(4915911202000,2,402,1996703904,'sugov_work',817);
INSERT INTO sched_kthread_work_execute_start VALUES(4915911293000,1,401,4272717495,'sugov_work',834);
INSERT INTO sched_kthread_work_execute_start VALUES(4915911295000,0,400,3667190760,'sugov_work',837);
INSERT INTO sched_kthread_work_execute_start VALUES(4915911629000,2,402,1996703904,'sugov_work',853);
INSERT INTO sched_kthread_work_execute_start VALUES(4915911635000,3,403,2191149268,'sugov_work',863);
INSERT INTO sched_kthread_work_execute_start VALUES(4915911720000,0,400,3667190760,'sugov_work',876);
INSERT INTO sched_kthread_work_execute_start VALUES(4915911725000,1,401,4272717495,'sugov_work',886);
INSERT INTO sched_kthread_work_execute_start VALUES(4915911958000,3,403,2191149268,'sugov_work',899);
INSERT INTO sched_kthread_work_execute_start VALUES(4915911965000,2,402,1996703904,'sugov_work',909);
INSERT INTO sched_kthread_work_execute_start VALUES(4915912098000,1,401,4272717495,'sugov_work',922);
INSERT INTO sched_kthread_work_execute_start VALUES(4915912109000,0,400,3667190760,'sugov_work',932);
INSERT INTO sched_kthread_work_execute_start VALUES(4915912396000,2,402,1996703904,'sugov_work',951);
INSERT INTO sched_kthread_work_execute_start VALUES(4915912400000,3,403,2191149268,'sugov_work',961);
INSERT INTO sched_kthread_work_execute_start VALUES(4915912512000,0,400,3667190760,'sugov_work',974);
INSERT INTO sched_kthread_work_execute_start VALUES(4915912520000,1,401,4272717495,'sugov_work',984);
INSERT INTO sched_kthread_work_execute_start VALUES(4915912745000,3,403,2191149268,'sugov_work',997);
INSERT INTO sched_kthread_work_execute_start VALUES(4915912752000,2,402,1996703904,'sugov_work',1007);
INSERT INTO sched_kthread_work_execute_start VALUES(4915912914000,1,401,4272717495,'sugov_work',1020);
INSERT INTO sched_kthread_work_execute_start VALUES(4915912927000,0,400,3667190760,'sugov_work',1030);
INSERT INTO sched_kthread_work_execute_start VALUES(4915913029000,3,403,2191149268,'sugov_work',1040);
INSERT INTO sched_kthread_work_execute_start VALUES(4915913073000,2,402,1996703904,'sugov_work',1052);
INSERT INTO sched_kthread_work_execute_start VALUES(4915913254000,0,400,3667190760,'sugov_work',1066);
INSERT INTO sched_kthread_work_execute_start VALUES(4915913266000,1,401,4272717495,'sugov_work',1076);
INSERT INTO sched_kthread_work_execute_start VALUES(4915913369000,3,403,2191149268,'sugov_work',1089);
INSERT INTO sched_kthread_work_execute_start VALUES(4915913376000,2,402,1996703904,'sugov_work',1101);
INSERT INTO sched_kthread_work_execute_start VALUES(4915913579000,3,403,2191149268,'sugov_work',1115);
INSERT INTO sched_kthread_work_execute_start VALUES(4915913583000,2,402,1996703904,'sugov_work',1125);
INSERT INTO sched_kthread_work_execute_start VALUES(4915913610000,1,401,4272717495,'sugov_work',1142);
INSERT INTO sched_kthread_work_execute_start VALUES(4915913611000,0,400,3667190760,'sugov_work',1145);
INSERT INTO sched_kthread_work_execute_start VALUES(4915913897000,2,402,1996703904,'sugov_work',1161);
INSERT INTO sched_kthread_work_execute_start VALUES(4915913905000,3,403,2191149268,'sugov_work',1171);
INSERT INTO sched_kthread_work_execute_start VALUES(4915913956000,0,400,3667190760,'sugov_work',1188);
INSERT INTO sched_kthread_work_execute_start VALUES(4915913958000,1,401,4272717495,'sugov_work',1191);
INSERT INTO sched_kthread_work_execute_start VALUES(4915914102000,2,402,1996703904,'sugov_work',1209);
INSERT INTO sched_kthread_work_execute_start VALUES(4915914306000,1,401,4272717495,'sugov_work',1223);
INSERT INTO sched_kthread_work_execute_start VALUES(4915914310000,2,402,1996703904,'sugov_work',1235);
INSERT INTO sched_kthread_work_execute_start VALUES(4915914313000,0,400,3667190760,'sugov_work',1247);
INSERT INTO sched_kthread_work_execute_start VALUES(4915914314000,3,403,2191149268,'sugov_work',1250);
INSERT INTO sched_kthread_work_execute_start VALUES(4915914513000,2,402,1996703904,'sugov_work',1270);
INSERT INTO sched_kthread_work_execute_start VALUES(4915914555000,0,400,3667190760,'sugov_work',1283);
INSERT INTO sched_kthread_work_execute_start VALUES(4915914567000,1,401,4272717495,'sugov_work',1293);
INSERT INTO sched_kthread_work_execute_start VALUES(4915914786000,2,402,1996703904,'sugov_work',1306);
INSERT INTO sched_kthread_work_execute_start VALUES(4915914796000,3,403,2191149268,'sugov_work',1316);
INSERT INTO sched_kthread_work_execute_start VALUES(4915914851000,1,401,4272717495,'sugov_work',1329);
INSERT INTO sched_kthread_work_execute_start VALUES(4915914864000,0,400,3667190760,'sugov_work',1339);
INSERT INTO sched_kthread_work_execute_start VALUES(4915915169000,3,403,2191149268,'sugov_work',1353);
INSERT INTO sched_kthread_work_execute_start VALUES(4915915172000,0,400,3667190760,'sugov_work',1362);
INSERT INTO sched_kthread_work_execute_start VALUES(4915915179000,2,402,1996703904,'sugov_work',1378);
INSERT INTO sched_kthread_work_execute_start VALUES(4915915181000,1,401,4272717495,'sugov_work',1381);
INSERT INTO sched_kthread_work_execute_start VALUES(4915915591000,1,401,4272717495,'sugov_work',1402);
INSERT INTO sched_kthread_work_execute_start VALUES(4915915593000,0,400,3667190760,'sugov_work',1405);
INSERT INTO sched_kthread_work_execute_start VALUES(4915915604000,2,402,1996703904,'sugov_work',1421);
INSERT INTO sched_kthread_work_execute_start VALUES(4915915609000,3,403,2191149268,'sugov_work',1431);
INSERT INTO sched_kthread_work_execute_start VALUES(4915915866000,3,403,2191149268,'sugov_work',1444);
INSERT INTO sched_kthread_work_execute_start VALUES(4915915881000,2,402,1996703904,'sugov_work',1454);
INSERT INTO sched_kthread_work_execute_start VALUES(4915916024000,0,400,3667190760,'sugov_work',1467);
INSERT INTO sched_kthread_work_execute_start VALUES(4915916031000,1,401,4272717495,'sugov_work',1477);
INSERT INTO sched_kthread_work_execute_start VALUES(4915916108000,2,402,1996703904,'sugov_work',1490);
INSERT INTO sched_kthread_work_execute_start VALUES(4915916114000,3,403,2191149268,'sugov_work',1500);
CREATE TABLE sched_kthread_work_execute_end (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq		INTEGER
);
INSERT INTO sched_kthread_work_execute_end VALUES(4915905060000,0,400,3667190760,'sugov_work',10);
INSERT INTO sched_kthread_work_execute_end VALUES(4915905079000,1,401,4272717495,'sugov_work',21);
INSERT INTO sched_kthread_work_execute_end VALUES(4915905116000,3,403,2191149268,'sugov_work',40);
INSERT INTO sched_kthread_work_execute_end VALUES(4915905512000,1,401,4272717495,'sugov_work',66);
INSERT INTO sched_kthread_work_execute_end VALUES(4915905514000,3,403,2191149268,'sugov_work',73);
INSERT INTO sched_kthread_work_execute_end VALUES(4915905518000,0,400,3667190760,'sugov_work',78);
INSERT INTO sched_kthread_work_execute_end VALUES(4915905527000,2,402,1996703904,'sugov_work',89);
INSERT INTO sched_kthread_work_execute_end VALUES(4915905776000,0,400,3667190760,'sugov_work',102);
INSERT INTO sched_kthread_work_execute_end VALUES(4915905786000,1,401,4272717495,'sugov_work',112);
INSERT INTO sched_kthread_work_execute_end VALUES(4915905949000,2,402,1996703904,'sugov_work',125);
INSERT INTO sched_kthread_work_execute_end VALUES(4915905960000,3,403,2191149268,'sugov_work',135);
INSERT INTO sched_kthread_work_execute_end VALUES(4915906041000,0,400,3667190760,'sugov_work',145);
INSERT INTO sched_kthread_work_execute_end VALUES(4915906221000,1,401,4272717495,'sugov_work',157);
INSERT INTO sched_kthread_work_execute_end VALUES(4915906380000,3,403,2191149268,'sugov_work',175);
INSERT INTO sched_kthread_work_execute_end VALUES(4915906385000,2,402,1996703904,'sugov_work',181);
INSERT INTO sched_kthread_work_execute_end VALUES(4915906531000,0,400,3667190760,'sugov_work',199);
INSERT INTO sched_kthread_work_execute_end VALUES(4915906535000,1,401,4272717495,'sugov_work',204);
INSERT INTO sched_kthread_work_execute_end VALUES(4915906817000,2,402,1996703904,'sugov_work',223);
INSERT INTO sched_kthread_work_execute_end VALUES(4915906829000,3,403,2191149268,'sugov_work',233);
INSERT INTO sched_kthread_work_execute_end VALUES(4915906889000,0,400,3667190760,'sugov_work',246);
INSERT INTO sched_kthread_work_execute_end VALUES(4915906900000,1,401,4272717495,'sugov_work',256);
INSERT INTO sched_kthread_work_execute_end VALUES(4915907248000,3,403,2191149268,'sugov_work',275);
INSERT INTO sched_kthread_work_execute_end VALUES(4915907255000,2,402,1996703904,'sugov_work',285);
INSERT INTO sched_kthread_work_execute_end VALUES(4915907463000,0,400,3667190760,'sugov_work',309);
INSERT INTO sched_kthread_work_execute_end VALUES(4915907467000,1,401,4272717495,'sugov_work',314);
INSERT INTO sched_kthread_work_execute_end VALUES(4915907761000,3,403,2191149268,'sugov_work',327);
INSERT INTO sched_kthread_work_execute_end VALUES(4915907768000,2,402,1996703904,'sugov_work',337);
INSERT INTO sched_kthread_work_execute_end VALUES(4915907807000,1,401,4272717495,'sugov_work',350);
INSERT INTO sched_kthread_work_execute_end VALUES(4915907822000,0,400,3667190760,'sugov_work',360);
INSERT INTO sched_kthread_work_execute_end VALUES(4915908106000,2,402,1996703904,'sugov_work',379);
INSERT INTO sched_kthread_work_execute_end VALUES(4915908116000,3,403,2191149268,'sugov_work',389);
INSERT INTO sched_kthread_work_execute_end VALUES(4915908410000,1,401,4272717495,'sugov_work',402);
INSERT INTO sched_kthread_work_execute_end VALUES(4915908420000,0,400,3667190760,'sugov_work',412);
INSERT INTO sched_kthread_work_execute_end VALUES(4915908527000,3,403,2191149268,'sugov_work',430);
INSERT INTO sched_kthread_work_execute_end VALUES(4915908531000,2,402,1996703904,'sugov_work',435);
INSERT INTO sched_kthread_work_execute_end VALUES(4915908753000,2,402,1996703904,'sugov_work',461);
INSERT INTO sched_kthread_work_execute_end VALUES(4915908756000,3,403,2191149268,'sugov_work',473);
INSERT INTO sched_kthread_work_execute_end VALUES(4915908757000,0,400,3667190760,'sugov_work',476);
INSERT INTO sched_kthread_work_execute_end VALUES(4915908760000,1,401,4272717495,'sugov_work',481);
INSERT INTO sched_kthread_work_execute_end VALUES(4915909026000,3,403,2191149268,'sugov_work',494);
INSERT INTO sched_kthread_work_execute_end VALUES(4915909039000,2,402,1996703904,'sugov_work',504);
INSERT INTO sched_kthread_work_execute_end VALUES(4915909102000,1,401,4272717495,'sugov_work',517);
INSERT INTO sched_kthread_work_execute_end VALUES(4915909115000,0,400,3667190760,'sugov_work',527);
INSERT INTO sched_kthread_work_execute_end VALUES(4915909251000,3,403,2191149268,'sugov_work',542);
INSERT INTO sched_kthread_work_execute_end VALUES(4915909405000,2,402,1996703904,'sugov_work',557);
INSERT INTO sched_kthread_work_execute_end VALUES(4915909419000,0,400,3667190760,'sugov_work',570);
INSERT INTO sched_kthread_work_execute_end VALUES(4915909430000,1,401,4272717495,'sugov_work',580);
INSERT INTO sched_kthread_work_execute_end VALUES(4915909656000,2,402,1996703904,'sugov_work',599);
INSERT INTO sched_kthread_work_execute_end VALUES(4915909666000,3,403,2191149268,'sugov_work',609);
INSERT INTO sched_kthread_work_execute_end VALUES(4915909738000,0,400,3667190760,'sugov_work',622);
INSERT INTO sched_kthread_work_execute_end VALUES(4915909905000,3,403,2191149268,'sugov_work',637);
INSERT INTO sched_kthread_work_execute_end VALUES(4915909911000,2,402,1996703904,'sugov_work',646);
INSERT INTO sched_kthread_work_execute_end VALUES(4915909945000,1,401,4272717495,'sugov_work',661);
INSERT INTO sched_kthread_work_execute_end VALUES(4915910041000,0,400,3667190760,'sugov_work',671);
INSERT INTO sched_kthread_work_execute_end VALUES(4915910109000,3,403,2191149268,'sugov_work',688);
INSERT INTO sched_kthread_work_execute_end VALUES(4915910415000,0,400,3667190760,'sugov_work',704);
INSERT INTO sched_kthread_work_execute_end VALUES(4915910466000,3,403,2191149268,'sugov_work',718);
INSERT INTO sched_kthread_work_execute_end VALUES(4915910480000,2,402,1996703904,'sugov_work',728);
INSERT INTO sched_kthread_work_execute_end VALUES(4915910620000,1,401,4272717495,'sugov_work',741);
INSERT INTO sched_kthread_work_execute_end VALUES(4915910629000,0,400,3667190760,'sugov_work',751);
INSERT INTO sched_kthread_work_execute_end VALUES(4915910765000,2,402,1996703904,'sugov_work',765);
INSERT INTO sched_kthread_work_execute_end VALUES(4915910771000,3,403,2191149268,'sugov_work',774);
INSERT INTO sched_kthread_work_execute_end VALUES(4915911022000,0,400,3667190760,'sugov_work',788);
INSERT INTO sched_kthread_work_execute_end VALUES(4915911028000,1,401,4272717495,'sugov_work',797);
INSERT INTO sched_kthread_work_execute_end VALUES(4915911191000,3,403,2191149268,'sugov_work',810);
INSERT INTO sched_kthread_work_execute_end VALUES(4915911205000,2,402,1996703904,'sugov_work',820);
INSERT INTO sched_kthread_work_execute_end VALUES(4915911296000,1,401,4272717495,'sugov_work',840);
INSERT INTO sched_kthread_work_execute_end VALUES(4915911298000,0,400,3667190760,'sugov_work',843);
INSERT INTO sched_kthread_work_execute_end VALUES(4915911632000,2,402,1996703904,'sugov_work',857);
INSERT INTO sched_kthread_work_execute_end VALUES(4915911638000,3,403,2191149268,'sugov_work',866);
INSERT INTO sched_kthread_work_execute_end VALUES(4915911723000,0,400,3667190760,'sugov_work',883);
INSERT INTO sched_kthread_work_execute_end VALUES(4915911728000,1,401,4272717495,'sugov_work',889);
INSERT INTO sched_kthread_work_execute_end VALUES(4915911961000,3,403,2191149268,'sugov_work',902);
INSERT INTO sched_kthread_work_execute_end VALUES(4915911968000,2,402,1996703904,'sugov_work',912);
INSERT INTO sched_kthread_work_execute_end VALUES(4915912101000,1,401,4272717495,'sugov_work',925);
INSERT INTO sched_kthread_work_execute_end VALUES(4915912112000,0,400,3667190760,'sugov_work',935);
INSERT INTO sched_kthread_work_execute_end VALUES(4915912399000,2,402,1996703904,'sugov_work',959);
INSERT INTO sched_kthread_work_execute_end VALUES(4915912403000,3,403,2191149268,'sugov_work',964);
INSERT INTO sched_kthread_work_execute_end VALUES(4915912515000,0,400,3667190760,'sugov_work',977);
INSERT INTO sched_kthread_work_execute_end VALUES(4915912523000,1,401,4272717495,'sugov_work',987);
INSERT INTO sched_kthread_work_execute_end VALUES(4915912748000,3,403,2191149268,'sugov_work',1000);
INSERT INTO sched_kthread_work_execute_end VALUES(4915912755000,2,402,1996703904,'sugov_work',1010);
INSERT INTO sched_kthread_work_execute_end VALUES(4915912917000,1,401,4272717495,'sugov_work',1023);
INSERT INTO sched_kthread_work_execute_end VALUES(4915912930000,0,400,3667190760,'sugov_work',1033);
INSERT INTO sched_kthread_work_execute_end VALUES(4915913032000,3,403,2191149268,'sugov_work',1043);
INSERT INTO sched_kthread_work_execute_end VALUES(4915913076000,2,402,1996703904,'sugov_work',1055);
INSERT INTO sched_kthread_work_execute_end VALUES(4915913257000,0,400,3667190760,'sugov_work',1069);
INSERT INTO sched_kthread_work_execute_end VALUES(4915913269000,1,401,4272717495,'sugov_work',1079);
INSERT INTO sched_kthread_work_execute_end VALUES(4915913372000,3,403,2191149268,'sugov_work',1092);
INSERT INTO sched_kthread_work_execute_end VALUES(4915913379000,2,402,1996703904,'sugov_work',1104);
INSERT INTO sched_kthread_work_execute_end VALUES(4915913582000,3,403,2191149268,'sugov_work',1123);
INSERT INTO sched_kthread_work_execute_end VALUES(4915913586000,2,402,1996703904,'sugov_work',1128);
INSERT INTO sched_kthread_work_execute_end VALUES(4915913613000,1,401,4272717495,'sugov_work',1148);
INSERT INTO sched_kthread_work_execute_end VALUES(4915913614000,0,400,3667190760,'sugov_work',1151);
INSERT INTO sched_kthread_work_execute_end VALUES(4915913900000,2,402,1996703904,'sugov_work',1164);
INSERT INTO sched_kthread_work_execute_end VALUES(4915913908000,3,403,2191149268,'sugov_work',1174);
INSERT INTO sched_kthread_work_execute_end VALUES(4915913959000,0,400,3667190760,'sugov_work',1194);
INSERT INTO sched_kthread_work_execute_end VALUES(4915913961000,1,401,4272717495,'sugov_work',1197);
INSERT INTO sched_kthread_work_execute_end VALUES(4915914105000,2,402,1996703904,'sugov_work',1212);
INSERT INTO sched_kthread_work_execute_end VALUES(4915914309000,1,401,4272717495,'sugov_work',1232);
INSERT INTO sched_kthread_work_execute_end VALUES(4915914313000,2,402,1996703904,'sugov_work',1248);
INSERT INTO sched_kthread_work_execute_end VALUES(4915914316000,0,400,3667190760,'sugov_work',1255);
INSERT INTO sched_kthread_work_execute_end VALUES(4915914317000,3,403,2191149268,'sugov_work',1257);
INSERT INTO sched_kthread_work_execute_end VALUES(4915914516000,2,402,1996703904,'sugov_work',1273);
INSERT INTO sched_kthread_work_execute_end VALUES(4915914558000,0,400,3667190760,'sugov_work',1286);
INSERT INTO sched_kthread_work_execute_end VALUES(4915914570000,1,401,4272717495,'sugov_work',1296);
INSERT INTO sched_kthread_work_execute_end VALUES(4915914789000,2,402,1996703904,'sugov_work',1309);
INSERT INTO sched_kthread_work_execute_end VALUES(4915914799000,3,403,2191149268,'sugov_work',1319);
INSERT INTO sched_kthread_work_execute_end VALUES(4915914854000,1,401,4272717495,'sugov_work',1332);
INSERT INTO sched_kthread_work_execute_end VALUES(4915914867000,0,400,3667190760,'sugov_work',1342);
INSERT INTO sched_kthread_work_execute_end VALUES(4915915172000,3,403,2191149268,'sugov_work',1363);
INSERT INTO sched_kthread_work_execute_end VALUES(4915915175000,0,400,3667190760,'sugov_work',1367);
INSERT INTO sched_kthread_work_execute_end VALUES(4915915182000,2,402,1996703904,'sugov_work',1384);
INSERT INTO sched_kthread_work_execute_end VALUES(4915915184000,1,401,4272717495,'sugov_work',1388);
INSERT INTO sched_kthread_work_execute_end VALUES(4915915594000,1,401,4272717495,'sugov_work',1408);
INSERT INTO sched_kthread_work_execute_end VALUES(4915915596000,0,400,3667190760,'sugov_work',1411);
INSERT INTO sched_kthread_work_execute_end VALUES(4915915607000,2,402,1996703904,'sugov_work',1428);
INSERT INTO sched_kthread_work_execute_end VALUES(4915915612000,3,403,2191149268,'sugov_work',1434);
INSERT INTO sched_kthread_work_execute_end VALUES(4915915869000,3,403,2191149268,'sugov_work',1447);
INSERT INTO sched_kthread_work_execute_end VALUES(4915915884000,2,402,1996703904,'sugov_work',1457);
INSERT INTO sched_kthread_work_execute_end VALUES(4915916027000,0,400,3667190760,'sugov_work',1470);
INSERT INTO sched_kthread_work_execute_end VALUES(4915916034000,1,401,4272717495,'sugov_work',1480);
INSERT INTO sched_kthread_work_execute_end VALUES(4915916111000,2,402,1996703904,'sugov_work',1494);
CREATE TABLE marker (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	kind		TEXT,
	text		TEXT,
	seq		INTEGER
);
CREATE TABLE task (
	pid		INTEGER,
	comm		TEXT,
	first_ts	INTEGER,
	last_ts		INTEGER
);
INSERT INTO task VALUES(1200,'tbench',4915905054000,4915905115000);
INSERT INTO task VALUES(0,'swapper/3',4915905098000,4915916113000);
INSERT INTO task VALUES(400,'sugov:0',4915905055000,4915916027000);
INSERT INTO task VALUES(1102,'tbench_srv',4915905096000,4915916111000);
INSERT INTO task VALUES(401,'sugov:1',4915905074000,4915916034000);
INSERT INTO task VALUES(15,'rcu_preempt',4915909733000,4915912235000);
INSERT INTO task VALUES(0,'swapper/0',4915905512000,4915916023000);
INSERT INTO task VALUES(1202,'tbench',4915905082000,4915916111000);
INSERT INTO task VALUES(402,'sugov:2',4915905522000,4915916111000);
INSERT INTO task VALUES(403,'sugov:3',4915905111000,4915916114000);
INSERT INTO task VALUES(1101,'tbench_srv',4915905073000,4915916028000);
INSERT INTO task VALUES(0,'swapper/2',4915905085000,4915916107000);
INSERT INTO task VALUES(1100,'tbench_srv',4915905073000,4915905124000);
INSERT INTO task VALUES(0,'<idle>',4915905085000,4915916113000);
INSERT INTO task VALUES(0,'swapper/1',4915905136000,4915916034000);
INSERT INTO task VALUES(1201,'tbench',4915905054000,4915916027000);
CREATE TABLE event (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	name		TEXT,
	fields		TEXT,
	system		TEXT,
	seq		INTEGER
);
CREATE TABLE counter (
	name		TEXT PRIMARY KEY,
	unit		TEXT,
	scale		REAL,
	scope		TEXT,
	source		TEXT
);
CREATE TABLE counter_sample (
	ts		INTEGER NOT NULL,
	cpu		INTEGER,
	name		TEXT,
	value		INTEGER
);
CREATE TABLE lost_events (
	cpu		INTEGER,
	ts		INTEGER,
	count		INTEGER
);
CREATE TABLE buffer_stats (
	cpu		INTEGER PRIMARY KEY,
	entries		INTEGER,
	overrun		INTEGER,
	commit_overrun	INTEGER,
	dropped_events	INTEGER,
	read_events	INTEGER,
	bytes		INTEGER
);
CREATE TABLE workload_output (
	stream		TEXT,
	line_no		INTEGER,
	text		TEXT
);
CREATE TABLE workload_result (
	metric		TEXT,
	value		REAL,
	unit		TEXT,
	better		TEXT,
	main		INTEGER
);
CREATE INDEX cpu_frequency_cpu_id ON cpu_frequency (cpu_id, ts);
CREATE INDEX amd_pstate_perf_cpu_id ON amd_pstate_perf (cpu_id, ts);
CREATE INDEX pstate_sample_cpu ON pstate_sample (cpu, ts);
CREATE INDEX counter_sample_name ON counter_sample (name, cpu, ts);
CREATE INDEX task_pid ON task (pid);
COMMIT;
