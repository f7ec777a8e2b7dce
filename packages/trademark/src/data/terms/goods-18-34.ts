/**
 * Goods terms of classes 18-34, one per line as 'English|中文' (see goods-01-17.ts for what these terms are).
 */
export const TERMS_18_34: Readonly<Record<number, string>> = {
  18: `handbags|手提包
backpacks|双肩包
school bags|书包
wallets|钱包
purses|女式钱包
card holders|卡包
luggage|行李箱
suitcases|旅行箱
travel bags|旅行袋
tote bags|托特包
shoulder bags|单肩包
crossbody bags|斜挎包
waist bags|腰包
cosmetic bags, empty|空化妆包
duffel bags|行李袋
gym bags|健身包
diaper bags|妈咪包
umbrellas|雨伞
parasols|遮阳伞
walking sticks|手杖
leather|皮革
artificial leather|人造革
pet collars|宠物项圈
dog leashes|狗绳
pet harnesses|宠物胸背带
clothing for pets|宠物衣服
pet carriers|宠物外出包
saddles|马鞍
key cases|钥匙包
passport holders|护照夹`,
  19: `building materials, not of metal|非金属建筑材料
wooden flooring|木地板
vinyl flooring|PVC地板
floor tiles, not of metal|非金属地砖
ceramic tiles for building|建筑用瓷砖
wall tiles, not of metal|非金属墙砖
wall panels, not of metal|非金属墙板
cement|水泥
concrete|混凝土
bricks|砖
plaster|石膏
sand|沙
gravel|砾石
marble|大理石
granite|花岗岩
stone|石料
glass for building|建筑用玻璃
window glass|窗玻璃
doors, not of metal|非金属门
windows, not of metal|非金属窗
wooden fences|木栅栏
artificial turf|人造草坪
asphalt|沥青
timber|木材
plywood|胶合板
PVC pipes for building|建筑用PVC管
greenhouses, transportable, not of metal|可移动非金属温室
gazebos, not of metal|非金属凉亭
aquarium gravel|水族箱砂砾
stone statues|石雕像`,
  20: `furniture|家具
chairs|椅子
office chairs|办公椅
gaming chairs|电竞椅
sofas|沙发
tables|桌子
desks|书桌
beds|床
mattresses|床垫
pillows|枕头
cushions|靠垫
bookcases|书架
shelves|架子
wardrobes|衣柜
cabinets|柜子
shoe racks|鞋架
storage boxes, not of metal|非金属储物箱
mirrors|镜子
picture frames|相框
clothes hangers|衣架
coat stands|衣帽架
baby cribs|婴儿床
high chairs for babies|儿童餐椅
pet beds|宠物窝
pet furniture|宠物家具
dog kennels|狗屋
folding chairs|折叠椅
camping chairs|露营椅
air mattresses, not for medical use|充气床垫（非医用）
curtain rods|窗帘杆
display stands|展示架
plastic key cards, not encoded|未编码塑料钥匙卡`,
  21: `kitchenware|厨房用具
cookware|炊具
pots|锅
frying pans|煎锅
woks|炒锅
baking dishes|烤盘
baking molds|烘焙模具
cutting boards|砧板
kitchen utensils|厨房小工具
spatulas for kitchen use|锅铲
mixing bowls|搅拌碗
tableware, except knives, forks and spoons|餐具（刀叉勺除外）
plates|盘子
bowls|碗
cups|杯子
mugs|马克杯
water bottles|水瓶
vacuum flasks|保温杯
lunch boxes|饭盒
food storage containers|保鲜盒
drinking straws|吸管
wine glasses|葡萄酒杯
teapots|茶壶
coffee cups|咖啡杯
cleaning brushes|清洁刷
toothbrushes|牙刷
electric toothbrushes|电动牙刷
combs|梳子
hair brushes|发梳
makeup brushes|化妆刷
makeup sponges|美妆蛋
sponges|海绵
mops|拖把
brooms|扫帚
trash cans|垃圾桶
pet bowls|宠物碗
pet feeders|宠物喂食器
litter boxes for pets|宠物猫砂盆
aquariums|鱼缸
bird feeders|喂鸟器
flower pots|花盆
ice cube molds|冰格
gardening gloves|园艺手套
glass jars|玻璃罐
ceramic vases|陶瓷花瓶`,
  22: `ropes|绳子
cords|细绳
paracord|伞绳
nets|网
fishing nets|渔网
hammocks|吊床
tents|帐篷
camping tents|露营帐篷
tarpaulins|防水布
awnings of textile|织物遮篷
sails|帆
bags for storage in bulk|散装用麻袋
mesh laundry bags|洗衣网袋
garment bags, textile, for storage|储存用织物防尘衣罩
stuffing materials, not of rubber or plastics|非橡胶或塑料填充材料
down feathers for stuffing|填充用羽绒
cotton waste for stuffing|填充用棉絮
raw cotton|原棉
raw silk|生丝
wool, raw|原毛
hemp fibers|麻纤维
twine|麻线
sisal rope|剑麻绳
car towing ropes|汽车牵引绳
climbing ropes|登山绳
shade sails|遮阳帆
pet hammocks|宠物吊床`,
  23: `yarns|纱
threads|线
sewing thread|缝纫线
embroidery thread|绣花线
knitting yarn|毛线
cotton yarn|棉纱
wool yarn|羊毛线
acrylic yarn|腈纶纱
polyester thread|涤纶线
silk thread|丝线
nylon thread|尼龙线
linen yarn|亚麻纱
bamboo yarn|竹纤维纱
crochet yarn|钩针线
chenille yarn|雪尼尔纱
elastic thread|弹力线
bobbin thread|底线
spun silk|绢丝
rayon yarn|人造丝纱
metallic thread for embroidery|刺绣用金属线
darning thread|织补线
jute yarn|黄麻纱
glass fiber thread for textile use|纺织用玻璃纤维线
hemp thread|麻线（纺织用）
mohair yarn|马海毛线
cashmere yarn|羊绒线
rubber thread for textile use|纺织用橡胶线`,
  24: `fabrics|布料
cotton fabric|棉布
polyester fabric|涤纶面料
silk fabric|丝绸面料
linen fabric|亚麻布
knitted fabric|针织布
non-woven fabric|无纺布
bed sheets|床单
duvet covers|被套
quilts|被子
blankets|毯子
throw blankets|盖毯
pillowcases|枕套
towels|毛巾
bath towels|浴巾
beach towels|沙滩巾
curtains|窗帘
shower curtains|浴帘
tablecloths, not of paper|非纸质桌布
table runners|桌旗
kitchen towels of textile|纺织品厨房毛巾
sleeping bags|睡袋
mosquito nets|蚊帐
wall hangings of textile|纺织品壁挂
flags of textile|纺织品旗帜
cushion covers|靠垫套
baby blankets|婴儿毯
microfiber cloths|超细纤维布`,
  25: `clothing|服装
T-shirts|T恤
shirts|衬衫
dresses|连衣裙
skirts|半身裙
pants|裤子
jeans|牛仔裤
leggings|打底裤
shorts|短裤
jackets|夹克
coats|外套
sweaters|毛衣
hoodies|连帽衫
sportswear|运动服
yoga pants|瑜伽裤
swimwear|泳衣
underwear|内衣
bras|文胸
lingerie|女式内衣
pajamas|睡衣
socks|袜子
stockings|长筒袜
shoes|鞋
sneakers|运动鞋
boots|靴子
sandals|凉鞋
slippers|拖鞋
hats|帽子
caps|棒球帽
beanies|针织帽
scarves|围巾
gloves|手套
belts|腰带
ties|领带
children's clothing|童装
baby clothes|婴儿服装
aprons|围裙
costumes for cosplay|角色扮演服装
rainwear|雨衣
shapewear|塑身衣`,
  26: `buttons|纽扣
zippers|拉链
lace|花边
ribbons|缎带
embroidered patches|刺绣贴布
iron-on patches|熨烫贴
sewing needles|缝衣针
knitting needles|毛线针
pins, other than jewelry|别针（珠宝除外）
safety pins|安全别针
hair clips|发夹
hairpins|发卡
hair bands|发带
scrunchies|发圈
headbands|头箍
hair accessories|发饰
wigs|假发
hair extensions|接发
false beards|假胡须
artificial flowers|人造花
artificial plants|人造植物
shoelaces|鞋带
shoe buckles|鞋扣
velcro fasteners|魔术贴
sewing boxes|针线盒
elastic bands for clothing|服装用松紧带
badges for wear, not of precious metal|非贵金属佩戴徽章
hat pins|帽针
curtain tie-backs|窗帘绑带`,
  27: `carpets|地毯
rugs|小地毯
area rugs|区域地毯
bath mats|浴室防滑垫
door mats|门垫
floor mats|地垫
yoga mats|瑜伽垫
gym mats|健身垫
kitchen mats|厨房地垫
car mats|汽车垫
anti-fatigue mats|抗疲劳垫
play mats for babies|婴儿爬行垫
prayer rugs|祈祷毯
tatami mats|榻榻米
linoleum|油毡
vinyl floor coverings|乙烯基地板覆盖物
artificial grass mats|人造草皮垫
wallpaper|壁纸
textile wallpaper|纺织品墙纸
wall coverings, not of textile|非纺织品墙布
rubber floor mats|橡胶地垫
straw mats|草席
bamboo mats|竹席
pet mats|宠物垫
shower mats|淋浴垫
entrance mats|入户地垫
non-slip mats|防滑垫
floor coverings|地板覆盖物`,
  28: `toys|玩具
children's toys|儿童玩具
plush toys|毛绒玩具
dolls|玩偶
action figures|人偶玩具
building blocks|积木
puzzles|拼图
jigsaw puzzles|拼板玩具
board games|棋盘游戏
card games|纸牌游戏
playing cards|扑克牌
remote control cars|遥控车
toy drones|玩具无人机
model kits|模型套件
educational toys|益智玩具
fidget toys|减压玩具
bubble toys|泡泡玩具
water guns|水枪
kites|风筝
balloons|气球
video game consoles|游戏机
game controllers|游戏手柄
fitness equipment|健身器材
dumbbells|哑铃
resistance bands|弹力带
yoga blocks|瑜伽砖
fishing tackle|渔具
fishing rods|鱼竿
golf clubs|高尔夫球杆
balls for games|球
skateboards|滑板
roller skates|旱冰鞋
swimming pools, inflatable|充气泳池
pet toys|宠物玩具
cat toys|猫玩具
Christmas tree decorations|圣诞树装饰品
party favors, toys|派对小玩具
camouflage hunting blinds|狩猎伪装帐`,
  29: `meat|肉
beef jerky|牛肉干
sausages|香肠
ham|火腿
fish, not live|鱼（非活）
canned fish|鱼罐头
seafood, not live|海鲜（非活）
poultry|家禽肉
eggs|蛋
milk|牛奶
milk powder|奶粉
yogurt|酸奶
cheese|奶酪
butter|黄油
edible oils|食用油
olive oil for food|食用橄榄油
nuts, prepared|加工过的坚果
dried fruits|果干
fruit jams|果酱
pickles|泡菜
potato chips|薯片
frozen vegetables|冷冻蔬菜
canned vegetables|蔬菜罐头
soups|汤
tofu|豆腐
soy milk|豆奶
processed seaweed|加工过的海藻
bird's nest, edible|燕窝
peanut butter|花生酱
plant-based meat|植物肉`,
  30: `coffee|咖啡
coffee beans|咖啡豆
instant coffee|速溶咖啡
tea|茶
green tea|绿茶
milk tea|奶茶
cocoa|可可
chocolate|巧克力
candy|糖果
chewing gum|口香糖
cookies|饼干
cakes|蛋糕
bread|面包
pastries|糕点
rice|米
noodles|面条
instant noodles|方便面
pasta|意大利面
flour|面粉
cereals for breakfast|早餐麦片
oatmeal|燕麦片
honey|蜂蜜
sugar|糖
salt|盐
spices|香料
sauces|调味酱
soy sauce|酱油
vinegar|醋
ice cream|冰淇淋
dumplings|饺子
mooncakes|月饼
snack bars, cereal-based|谷物棒`,
  31: `fresh fruits|新鲜水果
fresh vegetables|新鲜蔬菜
live plants|活植物
flowers, natural|天然花卉
seeds for planting|种子
flower bulbs|花卉球茎
seedlings|秧苗
live animals|活动物
live fish|活鱼
live seafood|活海鲜
pet food|宠物食品
dog food|狗粮
cat food|猫粮
pet treats|宠物零食
bird food|鸟食
fish food|鱼食
cat litter|猫砂
animal feed|动物饲料
hay|干草
raw grains|未加工谷物
nuts, fresh|新鲜坚果
fresh herbs|新鲜香草
fresh mushrooms|新鲜蘑菇
unprocessed timber|原木
christmas trees, natural|天然圣诞树
dog chews|狗咬胶
bedding for animals|动物垫料
malt for brewing|酿酒用麦芽`,
  32: `beer|啤酒
craft beer|精酿啤酒
non-alcoholic beer|无醇啤酒
mineral water|矿泉水
drinking water|饮用水
sparkling water|气泡水
soft drinks|软饮料
energy drinks|能量饮料
sports drinks|运动饮料
fruit juices|果汁
vegetable juices|蔬菜汁
smoothies|果昔
lemonade|柠檬水
cola|可乐
soda water|苏打水
coconut water|椰子水
almond milk beverages|杏仁饮料
protein drinks|蛋白饮料
syrups for beverages|饮料糖浆
powders for making beverages|饮料粉
isotonic beverages|等渗饮料
kombucha|康普茶
fruit drinks|果味饮料
ginger beer|姜汁汽水
herbal beverages, non-alcoholic|无醇草本饮料
tonic water|汤力水
sugarcane juice|甘蔗汁
sour plum drink|酸梅汤
vitamin water|维生素水`,
  33: `wine|葡萄酒
red wine|红葡萄酒
white wine|白葡萄酒
sparkling wine|起泡酒
champagne|香槟
whisky|威士忌
vodka|伏特加
gin|金酒
rum|朗姆酒
tequila|龙舌兰酒
brandy|白兰地
baijiu|白酒
rice wine|米酒
sake|清酒
liqueurs|利口酒
cider|苹果酒
hard seltzer|硬苏打酒
cocktails, prepared|预调鸡尾酒
fruit wine|果酒
plum wine|梅酒
mead|蜂蜜酒
aperitifs|开胃酒
bitters|苦味酒
soju|烧酒
yellow rice wine|黄酒
spirits|烈酒
alcoholic beverages, except beer|含酒精饮料（啤酒除外）`,
  34: `cigarettes|香烟
cigars|雪茄
tobacco|烟草
electronic cigarettes|电子烟
e-liquids for electronic cigarettes|电子烟油
vaporizers for smokers|电子雾化器
heated tobacco products|加热烟草制品
cigarette lighters|打火机
electric lighters|电子打火机
matches|火柴
ashtrays|烟灰缸
cigarette cases|烟盒
cigarette holders|烟嘴
cigarette papers|卷烟纸
rolling machines for cigarettes|卷烟器
pipes for smoking|烟斗
hookahs|水烟壶
hookah tobacco|水烟烟草
cigar cutters|雪茄剪
humidors|雪茄保湿盒
tobacco pouches|烟草袋
nicotine pouches|尼古丁袋
herbs for smoking|吸用草药
snuff|鼻烟
grinders for herbs for smoking|烟草研磨器
cartridges for electronic cigarettes|电子烟烟弹
smokeless cigarette vaporizer pipes|无烟雾化烟斗`,
};
