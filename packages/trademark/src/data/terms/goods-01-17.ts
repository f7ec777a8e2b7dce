/**
 * Goods terms of classes 1-17, one per line as 'English|中文'. Written for this project after the headings and
 * explanatory notes of the Nice Classification (12th edition) and the everyday names of products cross-border
 * sellers list; they are search aids, not the official Nice list or the USPTO ID Manual wording.
 */
export const TERMS_01_17: Readonly<Record<number, string>> = {
  1: `activated carbon|活性炭
industrial adhesives|工业用粘合剂
fertilizers|肥料
compost|堆肥
potting soil|盆栽土
plant growth regulators|植物生长调节剂
plant nutrients|植物营养剂
soil conditioners|土壤改良剂
distilled water|蒸馏水
antifreeze|防冻液
brake fluid|刹车油
engine coolant|发动机冷却液
fire extinguishing compositions|灭火剂
soldering flux|焊剂
photographic developers|显影剂
unprocessed plastics|未加工塑料
epoxy resin, unprocessed|未加工环氧树脂
silicone, unprocessed|未加工硅树脂
swimming pool chlorine|泳池用氯制剂
laboratory reagents, not for medical use|非医用实验室试剂
graphene|石墨烯
industrial salt|工业用盐
tile adhesive|瓷砖粘合剂
wallpaper paste|墙纸粘合剂
tanning agents for leather|皮革鞣剂
enzymes for industrial use|工业用酶
fuel additives|燃料添加剂
water softeners|软水剂`,
  2: `paints|油漆
wall paint|墙面漆
acrylic paints for artists|丙烯颜料
watercolor paints|水彩颜料
oil paints for artists|油画颜料
spray paint|喷漆
varnishes|清漆
lacquers|亮漆
wood stains|木器着色剂
wood preservatives|木材防腐剂
anti-rust coatings|防锈涂料
primers|底漆
printer ink|打印机墨水
toner for printers|打印机碳粉
ink cartridges, filled|已装墨的墨盒
toner cartridges, filled|已装粉的硒鼓
food coloring|食用色素
dyes|染料
fabric dyes|织物染料
car paint|汽车漆
metallic powder for artists|艺术家用金属粉
gold leaf|金箔
silver paste|银漆
enamel paints|瓷漆
waterproof coatings|防水涂料
chalkboard paint|黑板漆
thinners for paints|油漆稀释剂`,
  3: `cosmetics|化妆品
skin care cream|护肤霜
face mask|面膜
facial cleanser|洗面奶
lipstick|口红
lip gloss|唇彩
foundation|粉底
mascara|睫毛膏
eyeliner|眼线笔
eyeshadow|眼影
nail polish|指甲油
false eyelashes|假睫毛
false nails|假指甲
perfume|香水
essential oils|精油
shampoo|洗发水
hair conditioner|护发素
hair dye|染发剂
body lotion|身体乳
sunscreen|防晒霜
soap|香皂
shower gel|沐浴露
toothpaste|牙膏
deodorant|除臭剂
laundry detergent|洗衣液
dishwashing liquid|洗洁精
car wax|汽车蜡
shoe polish|鞋油
makeup remover|卸妆水
beard oil|胡须油
pet shampoo|宠物香波`,
  4: `candles|蜡烛
scented candles|香薰蜡烛
tea light candles|茶蜡
candle wicks|烛芯
industrial oils|工业用油
lubricants|润滑剂
lubricating grease|润滑脂
engine oil|机油
bicycle chain lubricant|自行车链条油
gun oil|枪油
diesel fuel|柴油
gasoline|汽油
firelighters|引火物
charcoal for fuel|燃料用木炭
barbecue charcoal|烧烤炭
wood pellets for fuel|燃料用木颗粒
firewood|木柴
lamp oil|灯油
paraffin wax|石蜡
beeswax|蜂蜡
dust binding compositions|吸尘剂
biofuel|生物燃料
alcohol fuel|酒精燃料
camping fuel|露营燃料
lighter fluid|打火机油
soy wax|大豆蜡
cutting oil|切削油`,
  5: `pharmaceutical preparations|药品
dietary supplements|膳食补充剂
vitamins|维生素
protein supplements|蛋白质补充剂
probiotics|益生菌
fish oil capsules|鱼油胶囊
collagen supplements|胶原蛋白补充剂
baby formula|婴儿配方奶粉
diapers|纸尿裤
baby wipes, medicated|药用婴儿湿巾
sanitary pads|卫生巾
menstrual cups|月经杯
adhesive bandages|创可贴
first aid kits, filled|已装备的急救箱
disinfectants|消毒剂
hand sanitizer|免洗洗手液
insect repellents|驱虫剂
mosquito repellent patches|驱蚊贴
pest control preparations|杀虫剂
rat poison|灭鼠剂
herbal medicine|草药
medicated skin care preparations|药用护肤品
pain relief patches|止痛贴
cooling gel patches|退热贴
pet medicine|宠物药
flea and tick treatments for pets|宠物驱虫药
dietary supplements for pets|宠物营养补充剂
eye drops|眼药水
contact lens solution|隐形眼镜护理液
weight loss supplements|减肥补充剂`,
  6: `metal hardware|五金器具
screws of metal|金属螺丝
nails|钉子
bolts of metal|金属螺栓
hinges of metal|金属合页
door handles of metal|金属门把手
locks, non-electric|非电子锁
padlocks|挂锁
keys|钥匙
key rings of metal|金属钥匙圈
safes|保险箱
metal tool boxes, empty|空金属工具箱
metal storage boxes|金属储物盒
metal wire|金属丝
chains of metal|金属链
metal hooks|金属挂钩
wall hooks of metal|金属墙钩
aluminum foil|铝箔
metal pipes|金属管
metal shelving brackets|金属置物架托架
metal signboards|金属招牌
metal plaques|金属铭牌
bicycle locks of metal|金属自行车锁
cable ties of metal|金属扎带
metal buildings, transportable|可移动金属建筑物
steel sheets|钢板
metal fences|金属围栏
metal mailboxes|金属信箱
metal carabiners|金属登山扣`,
  7: `sewing machines|缝纫机
washing machines|洗衣机
dishwashers|洗碗机
vacuum cleaners|吸尘器
robot vacuum cleaners|扫地机器人
electric blenders|电动搅拌机
juicers, electric|电动榨汁机
food processors, electric|电动食品加工机
electric mixers for kitchen|厨房用电动搅拌器
coffee grinders, electric|电动咖啡研磨机
power drills|电钻
electric screwdrivers|电动螺丝刀
angle grinders|角磨机
chainsaws|链锯
lawn mowers|割草机
pressure washers|高压清洗机
air compressors|空气压缩机
3D printers|3D打印机
engraving machines|雕刻机
laser cutting machines|激光切割机
generators of electricity|发电机
pumps|泵
electric motors, not for land vehicles|电动机（陆地车辆用除外）
packaging machines|包装机
vending machines|自动售货机
welding machines, electric|电焊机
industrial robots|工业机器人
car jacks|汽车千斤顶
garbage disposal units|垃圾处理机`,
  8: `hand tools|手工具
screwdrivers, non-electric|手动螺丝刀
wrenches|扳手
pliers|钳子
hammers|锤子
saws|手锯
utility knives|美工刀
kitchen knives|厨房刀具
knife sets|刀具套装
scissors|剪刀
cutlery|餐具刀叉勺
forks|叉
spoons|勺
razors|剃刀
razor blades|剃须刀片
electric shavers|电动剃须刀
hair clippers|理发推子
hair straighteners|直发器
curling irons|卷发棒
nail clippers|指甲刀
manicure sets|修甲套装
tweezers|镊子
eyelash curlers|睫毛夹
garden tools, hand-operated|手动园艺工具
pruning shears|修枝剪
multi-tools|多功能工具
pocket knives|折叠刀
ice picks|冰锥
can openers, non-electric|手动开罐器`,
  9: `phone cases|手机壳
mobile phones|手机
smartphones|智能手机
screen protectors|手机贴膜
chargers|充电器
wireless chargers|无线充电器
charging cables|充电线
USB cables|USB数据线
power banks|移动电源
batteries|电池
earphones|耳机
bluetooth headphones|蓝牙耳机
bluetooth speakers|蓝牙音箱
smart watches|智能手表
fitness trackers|运动手环
computers|电脑
laptop computers|笔记本电脑
tablet computers|平板电脑
computer mice|鼠标
keyboards for computers|电脑键盘
computer software|计算机软件
mobile apps|手机应用软件
cameras|相机
dashboard cameras|行车记录仪
security cameras|监控摄像头
selfie sticks|自拍杆
phone holders for cars|车载手机支架
sunglasses|太阳镜
eyeglasses|眼镜
virtual reality headsets|虚拟现实头盔
drones with cameras|航拍无人机
electric sockets|电源插座
extension cords|电源延长线
smart home devices|智能家居设备
game controllers for computers|电脑游戏手柄
protective helmets|防护头盔
laptop bags|笔记本电脑包
memory cards|存储卡`,
  10: `massage apparatus|按摩器
massage guns|筋膜枪
neck massagers|颈部按摩器
foot massagers|足部按摩器
thermometers for medical purposes|体温计
blood pressure monitors|血压计
pulse oximeters|血氧仪
hearing aids|助听器
orthopedic insoles|矫形鞋垫
posture correctors|姿势矫正带
knee braces|护膝
back support belts, orthopedic|矫形护腰带
compression stockings|医用弹力袜
face masks for medical use|医用口罩
surgical gloves|外科手套
syringes|注射器
baby bottles|奶瓶
feeding bottle teats|奶嘴
pacifiers|安抚奶嘴
breast pumps|吸奶器
nebulizers|雾化器
dental apparatus|牙科器械
teeth aligners|牙齿矫正器
walking aids|助行器
wheelchairs|轮椅
heating pads for medical use|医用热敷垫
TENS units|经皮神经电刺激仪
sex toys|成人用品
condoms|避孕套
first aid splints|医用夹板
eye massagers|眼部按摩仪`,
  11: `LED lights|LED灯
LED strips|LED灯带
light bulbs|灯泡
lamps|灯具
desk lamps|台灯
ceiling lights|吸顶灯
floor lamps|落地灯
night lights|小夜灯
solar lights|太阳能灯
flashlights|手电筒
headlamps|头灯
string lights|灯串
ring lights|环形补光灯
lights for vehicles|车灯
air conditioners|空调
fans, electric|电风扇
heaters|取暖器
air purifiers|空气净化器
humidifiers|加湿器
dehumidifiers|除湿机
water filters|净水器
water dispensers|饮水机
refrigerators|冰箱
electric kettles|电热水壶
coffee makers|咖啡机
air fryers|空气炸锅
rice cookers|电饭煲
ovens|烤箱
microwave ovens|微波炉
toasters|烤面包机
induction cookers|电磁炉
barbecue grills|烧烤炉
shower heads|淋浴喷头
faucets|水龙头
toilets|马桶
aroma diffusers|香薰机
hair dryers|吹风机
electric blankets, not for medical use|电热毯（非医用）`,
  12: `cars|汽车
electric vehicles|电动汽车
electric scooters|电动滑板车
electric bicycles|电动自行车
bicycles|自行车
motorcycles|摩托车
bicycle parts|自行车零件
bicycle saddles|自行车座
bicycle bells|自行车铃
car seat covers|汽车座套
car floor mats, fitted|汽车脚垫
steering wheel covers|方向盘套
child car seats|儿童汽车安全座椅
strollers|婴儿推车
tires|轮胎
wheel hubs|轮毂
windshield wipers|雨刮器
rearview mirrors|后视镜
car sun shades, fitted|汽车遮阳挡
vehicle covers, fitted|车衣
roof racks for cars|车顶行李架
trailer hitches|拖车挂钩
shopping trolleys|购物车
wheelbarrows|手推车
drones|无人机
boats|船
kayaks|皮划艇
golf carts|高尔夫球车
hoverboards|平衡车`,
  13: `fireworks|烟花
firecrackers|鞭炮
sparklers|冷焰火
signal flares|信号弹
firearms|火器
rifles|步枪
pistols|手枪
ammunition|弹药
bullets|子弹
cartridges for firearms|枪弹
gun cases|枪盒
holsters for guns|枪套
gun slings|枪背带
gun sights|枪瞄准镜
rifle cleaning brushes|枪刷
explosives|炸药
detonators|雷管
gunpowder|火药
air guns|气枪
pepper spray|防身喷雾
tear gas weapons|催泪武器
flare pistols|信号枪
fog signals, explosive|爆炸性雾信号
rocket fireworks|火箭烟花
smoke bombs|烟雾弹
gun magazines|弹匣
shooting targets, explosive|爆炸靶`,
  14: `jewelry|首饰
necklaces|项链
bracelets|手链
earrings|耳环
rings|戒指
pendants|吊坠
anklets|脚链
brooches|胸针
charms|饰物
jewelry boxes|首饰盒
body piercing jewelry|穿孔饰品
cufflinks|袖扣
tie clips|领带夹
watches|手表
wristwatches|腕表
watch straps|表带
clocks|钟
alarm clocks|闹钟
wall clocks|挂钟
key chains|钥匙链
precious stones|宝石
pearls|珍珠
gold|黄金
silver|白银
jade|玉
diamonds|钻石
beads for making jewelry|串珠
tie pins|领带别针
commemorative coins|纪念币`,
  15: `musical instruments|乐器
guitars|吉他
electric guitars|电吉他
ukuleles|尤克里里
violins|小提琴
pianos|钢琴
electronic keyboards|电子琴
drums|鼓
drum sticks|鼓槌
harmonicas|口琴
flutes|长笛
saxophones|萨克斯
trumpets|小号
kalimbas|拇指琴
guitar strings|吉他弦
guitar picks|吉他拨片
capos|变调夹
tuning forks|音叉
music stands|乐谱架
musical instrument cases|乐器盒
guitar straps|吉他背带
tambourines|铃鼓
xylophones|木琴
electronic drums|电子鼓
bamboo flutes|竹笛
erhu|二胡
guzheng|古筝
metronomes|节拍器`,
  16: `stationery|文具
notebooks|笔记本
paper|纸
printing paper|打印纸
pens|钢笔
ballpoint pens|圆珠笔
pencils|铅笔
markers|马克笔
highlighters|荧光笔
erasers|橡皮擦
rulers|尺子
pencil cases|笔袋
staplers|订书机
sticky notes|便利贴
stickers|贴纸
envelopes|信封
greeting cards|贺卡
calendars|日历
posters|海报
books|书籍
magazines|杂志
paper bags|纸袋
plastic bags for packaging|塑料包装袋
gift wrapping paper|礼品包装纸
cardboard boxes|纸板箱
tissue paper|面巾纸
toilet paper|卫生纸
paper towels|纸巾
paintbrushes|画笔
drawing pads|画本
office supplies, except furniture|办公用品（家具除外）
photographs|照片
shipping labels|快递标签`,
  17: `rubber, raw|生橡胶
silicone rubber|硅橡胶
rubber sheets|橡胶板
rubber seals|橡胶密封圈
O-rings of rubber|橡胶O型圈
gaskets|垫片
insulating tape|绝缘胶带
electrical tape|电工胶带
duct tape, not for stationery|管道胶带
double-sided tape, not for stationery|双面胶（非文具用）
foam tape|泡沫胶带
weatherstripping|门窗密封条
insulating materials|绝缘材料
soundproofing materials|隔音材料
thermal insulation|隔热材料
plastic film, not for wrapping|非包装用塑料膜
window film, tinted|窗户贴膜
garden hoses|花园水管
flexible hoses, not of metal|非金属软管
rubber bands|橡皮筋
packing materials of rubber|橡胶包装材料
bubble wrap for cushioning|缓冲用气泡膜
foam padding|泡沫衬垫
plastic rods, semi-processed|半加工塑料棒
acrylic sheets, semi-processed|半加工亚克力板
anti-slip pads of rubber|橡胶防滑垫
fiberglass for insulation|绝缘用玻璃纤维`,
};
