import { CheckSquareOutlined, FormOutlined, TrophyOutlined } from '@ant-design/icons';
import { type AnswerTime, answerTimeText } from '@dtmm/shared';

/** The three stages; the first names the area the company chooses in (数字化生产 or 数字化经营). */
const stagesOf = (businessAreaName: string) => [
  { icon: <CheckSquareOutlined />, title: '选择评估指标', text: `按企业实际业务选择${businessAreaName}的环节` },
  { icon: <FormOutlined />, title: '逐级答题', text: '从第 1 级开始，每级答完提交，通过后进入下一级' },
  { icon: <TrophyOutlined />, title: '输出评估结果', text: '得到评估等级、各项指标得分和改进建议' },
];

interface NextStepsIllustrationProps {
  businessAreaName: string;
  answerTime: AnswerTime;
}

/**
 * What happens after 开始答题, drawn with icons and CSS connectors (no images to load), and how long
 * the chosen indicators' questions take: a level-1 stop to all five levels.
 */
export function NextStepsIllustration({ businessAreaName, answerTime }: NextStepsIllustrationProps) {
  return (
    <section className="next-steps" aria-label="自评估流程">
      <ol className="next-steps__list">
        {stagesOf(businessAreaName).map((stage) => (
          <li key={stage.title} className="next-steps__stage">
            <span className="next-steps__icon">{stage.icon}</span>
            <strong className="next-steps__title">{stage.title}</strong>
            <span className="next-steps__text">{stage.text}</span>
          </li>
        ))}
      </ol>
      <p className="next-steps__note" data-testid="answer-time">
        预计用时{answerTimeText(answerTime)}（第 1
        级止步最短，五级全部作答最长）。选择后自动保存，可随时退出，下次继续作答。
      </p>
    </section>
  );
}
