#!/usr/bin/env bash
# Renders the tutorial videos of brand '00' to apps/web/public/video/<name>.webm.
#
# These files are what the site plays when the third-party player's CDN script
# cannot load (the `src` of each entry of `videos` in
# packages/db/src/seed/content/campaigns.ts). Each video is a silent slide show:
# a title card and 4-5 slides of compliance facts (sources: /work/shared/DOMAIN.md
# and the help articles in packages/db/src/seed/content/articles*.ts), drawn with
# ffmpeg's drawtext in Noto Sans CJK SC on the site's blue gradient, joined with
# cross-fades, encoded as VP9 WebM at a low bitrate (a few hundred KB each).
#
# Run by hand, never at install or build time; the outputs are committed.
#   apps/web/scripts/make-tutorial-videos.sh            # all videos
#   apps/web/scripts/make-tutorial-videos.sh cbam-definitive vat-basics
# It is idempotent: every run rebuilds the named files from the slide text below
# (bit-exact output for the same ffmpeg, libvpx and font versions).
#
# After editing a slide, copy the durations the script prints into
# `durationSeconds` in campaigns.ts and into the m:ss label of the cover
# apps/web/public/video/<name>.svg.
#
# Needs: ffmpeg built with libvpx, libfreetype and libfontconfig (Debian's
# ffmpeg is), and the Noto CJK fonts (apt-get install -y fonts-noto-cjk).
set -euo pipefail

OUT_DIR="$(cd "$(dirname "$0")/.." && pwd)/public/video"
W=1280
H=720
FPS=10    # slides are static: a low frame rate only makes the fades coarser
CRF=46    # VP9 constant quality; text on the flat gradient stays sharp at this level
GOP=600   # one keyframe a minute: keyframes are the costliest frames of a slide show
FADE=0.5 # cross-fade between slides, seconds

# drawtext's fontfile= always opens face 0 of a .ttc, which in NotoSansCJK-*.ttc
# is the Japanese face (Japanese glyph forms for some hanzi and punctuation). A
# fontconfig pattern instead makes drawtext ask fontconfig, which returns the
# same .ttc file with the index of the Simplified Chinese face.
FONT_BOLD="Noto Sans CJK SC:style=Bold"
FONT_REGULAR="Noto Sans CJK SC:style=Regular"
for pattern in "$FONT_BOLD" "$FONT_REGULAR"; do
  file=$(fc-list "$pattern" file | head -n 1)
  if [[ "$file" != *NotoSansCJK* ]]; then
    echo "Font '$pattern' not found (fc-list). Install it: apt-get install -y fonts-noto-cjk" >&2
    exit 1
  fi
done
BOLD="fontfile='${FONT_BOLD//:/\\:}'"
REGULAR="fontfile='${FONT_REGULAR//:/\\:}'"
FOOTNOTE='内容仅供参考，以官方最新规定为准'

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# The background of every slide: #024469 top left to #0369a1 bottom right, as the covers.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=${W}x${H}:c0=0x024469:c1=0x0369a1:x0=0:y0=0:x1=${W}:y1=${H}:nb_colors=2:seed=1:speed=0.00001" \
  -frames:v 1 -update 1 "$WORK/bg.png"

# render_slide <dir> <index> <count> <category> <footer title> <heading> <lines...>
# Slide 1 is the title card (heading lines split by ' // ', lines are the summary);
# the others show a heading and 2-4 bullets.
render_slide() {
  local dir=$1 index=$2 count=$3 category=$4 footer=$5 heading=$6
  shift 6
  local -a lines=("$@")
  local f="$dir/s$index"
  local filter
  printf '%s' "$footer" >"$f-footer.txt"
  printf '%s' "$FOOTNOTE" >"$f-note.txt"
  local common="drawbox=x=96:y=636:w=$((W - 192)):h=1:color=white@0.25:t=fill"
  common+=",drawtext=$REGULAR:textfile=$f-footer.txt:fontsize=22:fontcolor=white@0.65:x=96:y=656"
  common+=",drawtext=$REGULAR:textfile=$f-note.txt:fontsize=22:fontcolor=white@0.65:x=w-96-tw:y=656"

  if ((index == 1)); then
    printf '视频教程 · %s' "$category" >"$f-pill.txt"
    local title_lines=0 y
    : >"$f-title.txt"
    while IFS= read -r part; do
      ((title_lines > 0)) && printf '\n' >>"$f-title.txt"
      printf '%s' "$part" >>"$f-title.txt"
      title_lines=$((title_lines + 1))
    done < <(printf '%s\n' "${heading// \/\/ /$'\n'}")
    filter="drawtext=$REGULAR:textfile=$f-pill.txt:fontsize=26:fontcolor=white:x=106:y=150:box=1:boxcolor=0x38bdf8@0.35:boxborderw=12"
    filter+=",drawtext=$BOLD:textfile=$f-title.txt:fontsize=68:line_spacing=26:fontcolor=white:x=96:y=232"
    y=$((232 + title_lines * 94 + 18))
    filter+=",drawbox=x=96:y=$y:w=88:h=6:color=0x38bdf8:t=fill"
    y=$((y + 44))
    local i=0
    for line in "${lines[@]}"; do
      printf '%s' "$line" >"$f-l$i.txt"
      filter+=",drawtext=$REGULAR:textfile=$f-l$i.txt:fontsize=32:fontcolor=white@0.88:expansion=none:x=96:y=$y"
      y=$((y + 54))
      i=$((i + 1))
    done
  else
    printf '%s' "$category" >"$f-pill.txt"
    printf '%d / %d' "$index" "$count" >"$f-page.txt"
    printf '%s' "$heading" >"$f-heading.txt"
    filter="drawtext=$REGULAR:textfile=$f-pill.txt:fontsize=24:fontcolor=white:x=106:y=66:box=1:boxcolor=0x38bdf8@0.35:boxborderw=10"
    filter+=",drawtext=$REGULAR:textfile=$f-page.txt:fontsize=24:fontcolor=white@0.7:x=w-96-tw:y=66"
    filter+=",drawtext=$BOLD:textfile=$f-heading.txt:fontsize=52:fontcolor=white:x=96:y=150"
    filter+=",drawbox=x=96:y=234:w=88:h=6:color=0x38bdf8:t=fill"
    local y=300 i=0
    for line in "${lines[@]}"; do
      printf '%s' "$line" >"$f-l$i.txt"
      filter+=",drawbox=x=98:y=$((y + 17)):w=12:h=12:color=0x7dd3fc:t=fill"
      filter+=",drawtext=$REGULAR:textfile=$f-l$i.txt:fontsize=34:fontcolor=white:expansion=none:x=134:y=$y"
      y=$((y + 82))
      i=$((i + 1))
    done
  fi
  printf '%s,%s' "$filter" "$common" >"$f-filter.txt"
  ffmpeg -hide_banner -loglevel error -y -i "$WORK/bg.png" -filter_script:v "$f-filter.txt" \
    -frames:v 1 -update 1 "$f.png"
}

# video <name> <category> < slides
# Slides on stdin: '== <seconds> <heading>' starts a slide, '- <text>' adds a line.
video() {
  local name=$1 category=$2
  if ((${#ONLY[@]} > 0)) && [[ " ${ONLY[*]} " != *" $name "* ]]; then
    cat >/dev/null
    return
  fi
  local dir="$WORK/$name"
  mkdir -p "$dir"
  local -a durations=() headings=() bodies=()
  local line n=-1
  while IFS= read -r line; do
    case $line in
      '== '*)
        n=$((n + 1))
        line=${line#== }
        durations[n]=${line%% *}
        headings[n]=${line#* }
        bodies[n]=''
        ;;
      '- '*) bodies[n]+="${line#- }"$'\n' ;;
      '') ;;
      *) echo "$name: unexpected line: $line" >&2 && exit 1 ;;
    esac
  done
  local count=$((n + 1)) footer=${headings[0]// \/\/ /}
  local i inputs=() graph='' last='[0:v]' offset=0
  for ((i = 0; i < count; i++)); do
    local -a lines=()
    mapfile -t lines < <(printf '%s' "${bodies[i]}")
    render_slide "$dir" $((i + 1)) "$count" "$category" "$footer" "${headings[i]}" "${lines[@]}"
    inputs+=(-loop 1 -framerate "$FPS" -t "${durations[i]}" -i "$dir/s$((i + 1)).png")
    if ((i > 0)); then
      offset=$(echo "$offset + ${durations[i - 1]} - $FADE" | bc)
      graph+="$last[$i:v]xfade=transition=fade:duration=$FADE:offset=$offset[x$i];"
      last="[x$i]"
    fi
  done
  local total
  total=$(echo "$offset + ${durations[count - 1]}" | bc)
  graph+="${last}fade=t=in:st=0:d=0.6,fade=t=out:st=$(echo "$total - 0.8" | bc):d=0.8,format=yuv420p[v]"
  printf '%s' "$graph" >"$dir/graph.txt"
  ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex_script "$dir/graph.txt" \
    -map '[v]' -an -r "$FPS" -c:v libvpx-vp9 -b:v 0 -crf "$CRF" -deadline good -cpu-used 1 -threads 1 \
    -g "$GOP" -pix_fmt yuv420p -map_metadata -1 -fflags +bitexact -flags:v +bitexact \
    "$dir/out.webm"
  mv "$dir/out.webm" "$OUT_DIR/$name.webm"
  printf '%-26s %6s s  %7d bytes\n' "$name.webm" \
    "$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$OUT_DIR/$name.webm")" \
    "$(stat -c %s "$OUT_DIR/$name.webm")"
}

ONLY=("$@")
mkdir -p "$OUT_DIR"

video vat-basics 'VAT知识' <<'EOF'
== 6 3分钟看懂欧洲VAT： // 什么时候必须注册
- 库存所在国注册规则、1万欧元远程销售门槛
- 以及IOSS与OSS的适用场景

== 9 库存在哪国，就在哪国注册
- 在欧盟国家存放库存（FBA、泛欧计划、海外仓）须在该国注册VAT
- 库存所在国注册没有金额门槛，从第一笔销售起适用
- 泛欧计划常见仓储国：德国、法国、意大利、西班牙、波兰、捷克

== 9 1万欧元远程销售门槛（2021年7月1日起）
- 全欧统一门槛：欧盟境内跨国B2C远程销售合计1万欧元
- 适用于在一个欧盟国家设立的企业，超过后按买家所在国税率纳税
- 按买家所在国税率的销售，可通过OSS按季度一站式申报

== 9 IOSS与OSS怎么选
- IOSS：从欧盟境外直邮、货值不超过150欧元的进口货件
- 非欧盟卖家使用IOSS，须委托欧盟中间人
- OSS：欧盟境内跨国B2C销售；非欧盟卖家在货物发出国注册
- 22欧元小额进口免税已于2021年7月1日取消

== 9 平台代缴，不等于不用注册
- 非欧盟卖家经平台销售，平台通常是“视同供应商”，代缴VAT
- 但库存所在国的VAT注册与申报义务依然存在
- 标准税率：德国19%、法国20%、意大利22%、西班牙21%
EOF

video workbench-vat-register '操作教程' <<'EOF'
== 6 工作台操作： // 提交VAT注册资料
- 从下单到上传营业执照、填写公司问卷
- 再到跟踪下号进度，四步完成

== 8 第一步：下单生成工单
- 在服务价格页选择VAT注册服务，可使用优惠券
- 付款后，工作台“我的服务”中自动生成注册工单
- 资料齐全时，整个提交过程约需20分钟

== 9 第二步：准备资料
- 营业执照彩色扫描件（香港公司另附商业登记证）
- 法人身份证或护照彩色扫描件
- 店铺后台截图及店铺链接
- 仓储地址或海外仓合同（如有）

== 9 第三步：填写问卷并上传
- 点击工单右侧“提交资料”，按提示填写公司信息问卷
- 系统检查文件格式与清晰度，提示需翻译或公证的文件
- 确认无误后点击“提交审核”，顾问1个工作日内预审

== 9 第四步：跟踪下号进度
- 工单状态：资料预审 → 税局递交 → 税局问询 → 已下号
- 税号信件扫描上传至工单附件，同时短信和邮件通知
- 资料齐全时，德国、英国等国家一般4-8周下号

== 7.5 下号之后
- 在卖家平台录入VAT税号，欧盟税号需通过VIES校验
- 开通对应国家的申报服务，按期申报
EOF

video workbench-vat-filing '操作教程' <<'EOF'
== 6 工作台操作： // 上传销售报告完成VAT申报
- 下载亚马逊VAT交易报告、上传工作台
- 核对并确认税单，按期缴款

== 9 第一步：导出销售报告
- 申报期结束后第一个工作日，工作台短信和邮件提醒
- 亚马逊：卖家平台“报告 > 税务文件库”下载VAT交易报告
- 其他平台：导出订单号、发货国、收货国、含税金额、币种

== 9 第二步：上传到工作台
- 在“申报管理”中选择国家与申报期
- 上传报告原文件，不要修改表头
- 进口增值税单据（英国C79、德国EUST）一并上传用于抵扣

== 8 第三步：核对并确认税单
- 系统生成税单草稿，核对销售额与应缴税额
- 确认后由顾问向税局递交申报
- 顾问提供缴款账户与付款参考号

== 9 第四步：截止日前缴款
- 期末次月：德国10日、意大利14日、法国19日
- 西班牙23日，波兰、捷克25日（亚马逊VAT服务口径）
- 德国新注册卖家通常须按月申报
- 逾期可能产生滞纳金，甚至影响店铺运营
EOF

video lucid-registration 'EPR知识' <<'EOF'
== 6 德国包装法 // LUCID注册实操
- 创建LUCID账号、签约双元系统
- 同步数据报告，逐步演示

== 9 谁需要注册？
- 在德国首次将带包装商品投放市场的生产者，含跨境卖家
- 没有最低数量门槛，卖出一件也要注册
- LUCID由德国包装登记中心（ZSVR）管理，免费、公开可查
- 亚马逊自2022年7月1日起校验德国包装注册号

== 8.5 第一步：在LUCID注册
- 在LUCID创建账号，填写公司名称、地址、税号与品牌名称
- 注册须由生产者本人完成，不能委托第三方代办
- 提交后获得以DE开头的LUCID注册号

== 9 第二步：签约双元系统
- 选择一家双元系统，签订包装系统参与合同
- 按材质预估年度包装量：纸/纸板、塑料、玻璃、铝、铁等
- 双元系统按申报重量收取许可费

== 9 第三步：同步数据报告
- 向双元系统申报的数量，须同样在LUCID申报，两边一致
- LUCID中的数据须由生产者本人提交
- 超过法定门槛的，须在次年5月15日前提交完整性声明

== 8 最后：提交到亚马逊
- 在卖家平台EPR页面，选择德国和“包装”类别
- 填写LUCID注册号并上传注册截图
- 未注册或未签约双元系统，将被禁止销售并可能被罚款
EOF

video weee-germany 'EPR知识' <<'EOF'
== 6 德国WEEE注册： // 品牌、设备类型与授权代表
- stiftung ear注册号的发放规则
- 六大设备类别与约12周的办理周期

== 9 注册机构与注册号
- 德国《电子电气设备法》（ElektroG）由stiftung ear负责注册
- 注册号WEEE-Reg.-Nr.以DE开头，后接8位数字
- 按“品牌 + 设备类型”发放，新增品牌或类型须补充登记

== 10 六大设备类别（WEEE指令附件III）
- 1 温度交换设备（冰箱、空调）；2 屏幕（大于100 cm²）
- 3 灯具；4 大型设备（任一外部尺寸大于50 cm）
- 5 小型设备；6 小型IT和电信设备（不超过50 cm）

== 9 授权代表
- 在德国没有分支机构的生产者，须委托德国授权代表
- 授权代表以自身名义为生产者注册并履行申报义务
- 面向私人消费者的设备，还须提供有效的回收担保

== 9 办理周期与平台要求
- 资料齐全后，stiftung ear审核约需12周
- 亚马逊自2023年7月1日起，下架缺少注册号的电子电气商品
- 注册后须按期向stiftung ear申报投放数量
EOF

video battery-regulation 'EPR知识' <<'EOF'
== 6 欧盟电池法： // 2025年8月18日起的注册要求
- 内置电池商品也需注册
- 逐国注册与授权代表要求一次讲清

== 9 法规与时间线
- 欧盟电池法（EU）2023/1542自2024年2月18日起适用
- 2025年8月18日起，生产者延伸责任（EPR）条款开始适用
- 亚马逊德国、荷兰站自同日起要求提交电池注册号

== 9 内置电池的商品也算
- 单独销售的电池、装有电池的电子产品和玩具都在范围内
- 五类电池：便携式、LMT、SLI、工业、电动汽车电池
- 按电池类别分别申报投放重量

== 9 逐国注册（第55条）
- 在每个销售电池的欧盟成员国分别注册
- 德国：向stiftung ear注册（BattDG，2025年10月起施行）
- 法国：在SYDEREP取得唯一识别号（IDU）；西班牙：RII-PYA
- 荷兰：通过Stichting OPEN履行义务

== 8 授权代表
- 未在销售国设立的生产者，须委托当地授权代表履行EPR义务
- 德国：境外生产者须委托德国授权代表
- 亚马逊后台按国家、按“电池”类别分别填写注册号
EOF

video amazon-epr-upload '操作教程' <<'EOF'
== 6 在亚马逊卖家后台 // 提交EPR注册号
- 按国家和类别提交注册号
- 以及常见驳回原因的处理方法

== 9 哪些国家、哪些类别
- 德国：包装（LUCID号）、电子电气设备（WEEE-Reg.-Nr.）、电池
- 法国：每个EPR类别一个唯一识别号（IDU/UIN）
- 西班牙：包装、电子电气设备和电池注册号

== 9 提交步骤
- 登录卖家平台，在帮助中心搜索“EPR”，进入合规页面
- 选择国家和类别（包装、电子电气设备、电池等）
- 填写注册号，上传注册证书或截图，提交后等待审核

== 9 常见驳回原因
- 注册主体名称与店铺公司名称不一致
- WEEE注册号对应的品牌或设备类型与在售商品不符
- 注册号填错国家或类别；新增品牌须先补充登记

== 9 不提交会怎样
- 德国：缺少WEEE注册号的电子电气商品会被下架
- 法国、西班牙：纳入“代缴”（Pay on Behalf），由亚马逊收取生态费
- 被驳回时可在工作台提交工单，顾问1个工作日内协助排查
EOF

video cbam-definitive 'CBAM' <<'EOF'
== 6 CBAM正式期解读： // 50吨门槛与关键时间表
- 授权申报人资格、2027年证书开售
- 首份年度申报的准备要点

== 9 CBAM覆盖哪些商品
- 法规（EU）2023/956：水泥、钢铁、铝、化肥、电力、氢
- 是否在范围内，以商品的CN编码为准
- 过渡期2023年10月1日至2025年12月31日：季度报告，无需付费

== 9 正式期：50吨门槛
- 2026年1月1日起进入正式期
- 法规（EU）2025/2083：每个进口商每年合计50吨以内豁免
- 50吨门槛不适用于电力和氢

== 9 授权CBAM申报人
- 超过门槛的进口商，须取得授权CBAM申报人资格
- 2026年3月31日前已提交申请的，审批期间可继续进口
- 没有资格的，不得在门槛以上进口CBAM商品

== 10 关键时间表
- 2027年2月1日：CBAM证书开始出售
- 2027年9月30日：提交2026年度CBAM申报，并清缴证书
- 现在就做：核对CN编码、统计进口吨数、向供应商收集排放数据
EOF
